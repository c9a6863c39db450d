/** The longest note kept on a lead: a call summary, not a document (the note form and the server both hold to it). */
export const NOTE_MAX_LENGTH = 5_000;
