import { z } from "zod";
import { nonEmpty } from "./fragments";

export const teamMemberSchema = z.strictObject({ name: nonEmpty(), role: nonEmpty() });

export type TeamMember = z.infer<typeof teamMemberSchema>;
