/** What a dashboard chart draws and its table lists: one row per counted group. */
export interface ChartRow {
  key: string;
  /** The group's name in the interface language (a gender, a form type) or its code. */
  label: string;
  /** A longer name where the label is a code (a disease entity's), for tooltips and tables. */
  name?: string;
  count: number;
}

/**
 * Counts as bars, or shares as bars each labelled with its count and its share of the whole.
 * Shares were a donut whose up to 19 slices only colours told apart, which no palette keeps
 * distinct for every reader; a labelled bar needs no colour to be read.
 */
export type ChartKind = 'bars' | 'shareBars';

const BAR_HEIGHT = 36;

/** A bar chart grows with its bars, so that a long list of hospitals stays legible. */
export function chartHeight(rows: number): number {
  return rows * BAR_HEIGHT + 16;
}

export function totalOf(rows: readonly ChartRow[]): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** What a bar says beside it: its count, and for shares its part of the whole too. */
export function barLabels(
  kind: ChartKind,
  rows: readonly ChartRow[],
  format: { count: (value: number) => string; share: (value: number) => string },
): string[] {
  const total = totalOf(rows);
  return rows.map((row) =>
    kind === 'shareBars'
      ? `${format.count(row.count)} (${format.share(row.count / total)})`
      : format.count(row.count),
  );
}
