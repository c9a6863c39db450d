/** The Markdown collections of /resources, in the order the site lists them. */
export const articleKinds = ["blogs", "whitepapers", "case-studies"] as const;
export type ArticleKind = (typeof articleKinds)[number];

export function isArticleKind(value: string | undefined): value is ArticleKind {
  return (articleKinds as readonly (string | undefined)[]).includes(value);
}
