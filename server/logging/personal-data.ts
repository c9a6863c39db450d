// What may never reach a log line: visitors' e-mail addresses and full IP addresses. Error texts from a
// mail relay or a database driver can quote either, so every logged text passes through here.
// The "@" as written, percent-encoded once or more (%40, %2540), as an HTML reference (&#64; &#x40;) or full-width.
const AT = String.raw`(?:@|%(?:25)*40|&#0*64;|&#[xX]0*40;|\uFF20)`;
const EMAIL = new RegExp(String.raw`[^\s@<>()[\]"',;:]+${AT}[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,24}`, "g");
const IPV4 = /\b(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}\b/g;
// Six to eight groups, or fewer with "::" (not a clock time such as 18:45:44); the first group is kept.
const IPV6 = /\b([0-9a-f]{1,4}):(?:[0-9a-f]{0,4}:){1,6}[0-9a-f]{0,4}\b/gi;

/** The text with e-mail addresses replaced and IP addresses shortened to their network. */
export function withoutPersonalData(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(IPV4, "$1.x")
    .replace(IPV6, (match: string, first: string) => (match.includes("::") || match.split(":").length >= 6 ? `${first}:x` : match));
}
