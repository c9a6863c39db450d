export type TocEntry = { id: string; text: string; depth: number };
