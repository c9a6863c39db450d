/**
 * A content rule for the most common junk a consulting firm's contact form receives: search-engine and web-agency
 * sales pitches, which carry links and the trade's own phrases. A genuine enquiry may well include a link (its own
 * site, a tender) or mention search, so links alone never decide: the pitch's phrases must be there too.
 */

/** The trade's phrases, each with the words the lead page shows when it is found. */
const PITCH_PHRASES: readonly [pattern: RegExp, shown: string][] = [
  [/\b(first|1st|top) page of google\b|\bpage (one|1) (of|on) google\b/i, "page one of Google"],
  [/\brank(ing|s)? (higher|better|#?1|first|on (the )?(first|top) page)\b/i, "ranking higher"],
  [/\bback-?links?\b|\blink[- ]building\b/i, "backlinks"],
  [/\bguest[- ]post(s|ing)?\b/i, "guest posts"],
  [/\bdomain authority\b|\b(DA|DR)\s?\d{2}\b/i, "domain authority"],
  [/\bseo (services?|agency|expert|package|audit|specialist|team)\b|\bsearch engine optimi[sz]ation\b/i, "SEO services"],
  [/\b(increase|boost|double|drive) (your )?(website |organic )?(traffic|visitors|sales|leads)\b/i, "more traffic"],
  [/\b(i|we) (was|were|have been)? ?(checking|looking at|reviewing|visited|came across) your (website|site)\b/i, "looked at your website"],
  [
    /\b(website|web site) (re-?design|development) (services|at an affordable)\b|\baffordable (price|rates?|cost)\b/i,
    "affordable web services",
  ],
  [/\breply (with )?["“]?(stop|no|remove|unsubscribe)["”]?\b|\bunsubscribe\b|\bopt[- ]out\b/i, "an opt-out line"],
];

const LINK = /\bhttps?:\/\/\S+|\bwww\.[a-z0-9-]+\.[a-z]{2,}\S*/gi;

/** How sure the rule must be: two phrases, or one phrase and a link. */
const SPAM_SCORE = 3;

export type PitchVerdict = { spam: boolean; score: number; reasons: string[] };

/** Scores a message: 2 per pitch phrase found, 1 for a link, 2 for several; spam from SPAM_SCORE with a phrase. */
export function salesPitchVerdict(message: string): PitchVerdict {
  const phrases = PITCH_PHRASES.filter(([pattern]) => pattern.test(message)).map(([, shown]) => shown);
  const links = message.match(LINK)?.length ?? 0;
  const score = phrases.length * 2 + (links >= 2 ? 2 : links);
  const reasons = [
    ...(links ? [`${links} ${links === 1 ? "link" : "links"}`] : []),
    ...(phrases.length ? [`says ${phrases.map((phrase) => `“${phrase}”`).join(", ")}`] : []),
  ];
  return { spam: phrases.length > 0 && score >= SPAM_SCORE, score, reasons };
}

/** The spam reason stored on a lead the rule held back (the column is short: the page works out the why again). */
export const SALES_PITCH = "sales-pitch";

/** Why the rule held a message back, in words for the lead page. */
export const salesPitchReason = (message: string) => `it reads as a sales pitch (${salesPitchVerdict(message).reasons.join("; ")})`;
