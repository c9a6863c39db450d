/** A post's fields as read from its JSON or form body, before any check. */
export type Fields = Record<string, unknown>;

/** The headers of a post, from a fetch Request or an Express request alike. */
export type PostHeaders = { get(name: string): string | null | undefined };
