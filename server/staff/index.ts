// The staff area's public entry: what other server features (publishing) may use of it.
export { recordAudit } from "./audit";
export type { StaffUser } from "./staff-user";
