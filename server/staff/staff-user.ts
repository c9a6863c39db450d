import type { StaffRole } from "#server/db/tables/staff.ts";

/** The signed-in staff member a valid session stands for. */
export type StaffUser = { accountId: string; email: string; role: StaffRole; sessionId: string };
