/** What an assignment notice says of its lead: who sent it and from where, never the message itself. */
type AssignedLead = { id: string; full_name: string; organisation: string };

/**
 * The mail telling a member a lead is now theirs: plain text, no tracking, the inbox link the one thing to act on
 * (behind sign-in, so a forwarded mail opens nothing).
 */
export function assignmentMail(lead: AssignedLead, assignedBy: string, inboxUrl: string): { subject: string; text: string } {
  return {
    subject: `A lead is yours: ${lead.organisation}`,
    text: [
      `${assignedBy} gave you the lead from ${lead.full_name} at ${lead.organisation}.`,
      "",
      `Open it in the inbox (you will be asked to sign in if you are not): ${inboxUrl}`,
      "",
      "It is under Mine in the inbox from now on.",
    ].join("\n"),
  };
}
