import { z } from "zod";
import { factToSupply, iconName, nonEmpty } from "./fragments";

/**
 * A role on the team pages: what it does for a client, and the name of who holds it once the company publishes
 * it ("" until then: the page presents the role alone).
 */
export const teamMemberSchema = z.strictObject({
  name: factToSupply(),
  role: nonEmpty(),
  /** One or two sentences on what this role does for a client. */
  summary: nonEmpty(),
  icon: iconName(),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;
