/** The mail carrying a one-time sign-in link: plain text, no tracking, the link the only thing to act on. */
export function signInLinkMail(url: string, ttlMs: number, area: string): { subject: string; text: string } {
  const minutes = Math.round(ttlMs / 60_000);
  return {
    subject: `Your sign-in link for the ${area} area`,
    text: [
      `Someone (we hope you) asked to sign in to the ${area} area with this address.`,
      "",
      `Open this link in the same browser within ${minutes} minutes. It works once:`,
      "",
      url,
      "",
      "If you did not ask for it, ignore this mail: nobody can use the link from another browser.",
    ].join("\n"),
  };
}
