import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A reference sales can read over the phone: date, then 10 random Crockford base-32 characters. */
export function newLeadId(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  const random = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join("");
  return `L-${day}-${random}`;
}
