import type { LeadTables } from "./tables/leads";
import type { PublishTables } from "./tables/publish";
import type { StaffTables } from "./tables/staff";
import type { VitalsTables } from "./tables/vitals";

/** Every table of the one site database, declared per feature in ./tables/. */
export type SiteTables = LeadTables & StaffTables & PublishTables & VitalsTables;
