/** What a dashboard chart draws and its table lists: one row per counted group. */
export interface ChartRow {
  key: string;
  /** The group's name in the interface language (a gender, a form type) or its code. */
  label: string;
  /** A longer name where the label is a code (a disease entity's), for tooltips and tables. */
  name?: string;
  count: number;
}

export type ChartKind = 'bars' | 'donut';

const BAR_HEIGHT = 36;
export const DONUT_HEIGHT = 280;

/** A bar chart grows with its bars, so that a long list of hospitals stays legible. */
export function chartHeight(kind: ChartKind, rows: number): number {
  return kind === 'donut' ? DONUT_HEIGHT : rows * BAR_HEIGHT + 16;
}

export function totalOf(rows: readonly ChartRow[]): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}
