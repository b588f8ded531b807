/**
 * The shape of the information pages' texts. Each page's content module holds its text in both
 * languages and is loaded with the page, not with the catalogues (the login bundle stays small);
 * the page shows the interface language's (`useLocalized`).
 */
import type { Locale } from '../../../../domain';

/** A paragraph, a bulleted list, or a paragraph followed by a link to a page of the app. */
export type Block =
  | string
  | { items: readonly string[] }
  | { text: string; link: { to: string; label: string } };

/** A part of a page under its own heading; `id` is its anchor (`#id`). */
export interface Section {
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export type Localized<T> = Readonly<Record<Locale, T>>;

/** The privacy policy and the terms: which text is the original, then the sections. */
export interface LegalDocument {
  notice: string;
  sections: readonly Section[];
}
