/** Every message the contact form and the contact API can show; the first five are the original site's (docs/content.md). */
export const contactMessages = {
  required: "This field is required",
  phone: "Enter valid number",
  email: "Enter valid email",
  messageTooLong: "Max 500 Character must be allowed",
  success: "Message send Successfully!",
  notText: "Enter this as plain text",
  badCharacters: "Remove line breaks and special control characters",
  hiddenCharacters: "Retype this: it holds invisible characters",
  needsLetterOrDigit: "Enter at least one letter or digit",
  tooLong: (max: number) => `Keep this to ${max} characters or fewer`,
  unknownField: "This form does not accept extra fields",
} as const;

export const contactLimits = {
  phoneMax: 12,
  messageMax: 500,
  lineMax: 200,
  emailMax: 254,
  emailBodyMax: 5000,
  websiteMax: 200,
  referrerMax: 2048,
} as const;

/** The fields a visitor fills in, in the form's order (kept apart from the schema, which the browser loads later). */
export const contactFields = ["fullName", "jobTitle", "organisation", "phone", "email", "message"] as const;
