import { cn } from "./cn";

/** Where a grid's column limit applies from: below the first breakpoint given, one card a row. */
export const gridBreakpoints = ["base", "sm", "md", "lg", "xl"] as const;
export type GridBreakpoint = (typeof gridBreakpoints)[number];
/** The most cards a row may hold from each breakpoint up (at most 5). */
export type GridColumns = Partial<Record<GridBreakpoint, number>>;

/** The widest row the layout draws; 5 keeps the tracks below (at most 4 × 5 = 20) wide enough for their gaps. */
export const maxCardsPerRow = 5;

/**
 * How `count` cards fill rows of at most `perRow`: as few rows as that allows, their sizes differing by one
 * card at most, the shorter rows (wider cards) first. So no row is left with one card while the rows above
 * it are full: 7 cards in threes are 2, 2 and 3; 10 in fours are 3, 3 and 4; 7 in twos open with one card
 * across the full width, like a lead card.
 */
export function balancedRows(count: number, perRow: number): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`a grid holds a whole number of cards, not ${count}`);
  if (!Number.isInteger(perRow) || perRow < 1 || perRow > maxCardsPerRow)
    throw new RangeError(`a row holds 1 to ${maxCardsPerRow} cards, not ${perRow}`);
  const rows = Math.ceil(count / perRow);
  if (rows === 0) return [];
  const short = Math.floor(count / rows);
  const longRows = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < rows - longRows ? short : short + 1));
}

/** Grid tracks that rows of both sizes divide: a row of n cards gives each card tracks / n of them. */
function tracksFor(rows: number[]): number {
  const sizes = [...new Set(rows)];
  return sizes.reduce((tracks, size) => (tracks % size === 0 ? tracks : tracks * size), 1);
}

const prefix = (breakpoint: GridBreakpoint) => (breakpoint === "base" ? "" : `${breakpoint}:`);

/**
 * The layout rule of every card grid: `grid` goes on the list, `items[index]` on each card. Each breakpoint's
 * rows come from balancedRows; a card spans its share of tracks that every row size divides. The classes are
 * written out in full for Tailwind by the `@source inline` lines in app/app.css, and a class is left out where
 * it repeats the smaller breakpoint's.
 */
/** The list's classes and each card's, in order: plain strings, so a loader can send them with its data. */
export type BalancedGrid = { grid: string; items: string[] };

export function balancedGrid(count: number, columns: GridColumns): BalancedGrid {
  const gridClasses: string[] = [];
  const itemClasses: string[][] = Array.from({ length: count }, () => []);
  let previous: { tracks: number; spans: number[] } = { tracks: 1, spans: Array<number>(count).fill(1) };
  for (const breakpoint of gridBreakpoints) {
    const perRow = columns[breakpoint];
    if (perRow === undefined) continue;
    const rows = balancedRows(count, perRow);
    const tracks = tracksFor(rows);
    const spans = rows.flatMap((size) => Array<number>(size).fill(tracks / size));
    if (tracks !== previous.tracks) gridClasses.push(`${prefix(breakpoint)}grid-cols-${tracks}`);
    spans.forEach((span, index) => {
      if (span !== previous.spans[index]) itemClasses[index]!.push(`${prefix(breakpoint)}col-span-${span}`);
    });
    previous = { tracks, spans };
  }
  return { grid: cn("grid", gridClasses), items: itemClasses.map((classes) => cn(classes)) };
}
