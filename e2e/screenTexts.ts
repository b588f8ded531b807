/**
 * What a screen says, read for the language checks of the end-to-end walks: no catalogue key
 * shown raw, and on a Polish screen no English interface word (names and codes allowed).
 * Visible text is read together with the texts only assistive technology hears (aria-label,
 * title, placeholder, alt) and the document title.
 */
import { type Page } from '@playwright/test';

/** A catalogue key shown as it is: `registry.menu.home`, `ra.action.save`... */
const RAW_KEY =
  /\b(?:ra|registry|resources|forms|dashboard|info|validation|errors|notices)\.[a-z]\w*(?:\.\w+)*\b/;
/**
 * A file's name, which RAW_KEY would take for a key: the change log names the export's
 * `registry.zip` as the object of a download.
 */
const FILE_NAME = /^\w+\.(?:zip|csv|json|txt|pdf|R)$/;

/**
 * English words an interface text would use and Polish never does. Words both languages share
 * (data, status, login, e-mail, PESEL, to, no...) are left out, and so are protocol codes.
 */
const ENGLISH_WORDS = new RegExp(
  // Whole words: a letter with a Polish diacritic continues a word ("Flagę" is no "Flag"), and
  // so does a digit: a test's random stamp ("a11ymx3of68z") holds no word "of".
  `(?<![\\p{L}\\p{N}])(?:${[
    'the',
    'and',
    'of',
    'with',
    'your',
    'you',
    'is',
    'are',
    'not',
    'for',
    'Save',
    'Cancel',
    'Search',
    'Loading',
    'Error',
    'Close',
    'Previous',
    'Next',
    'Rows',
    'Show',
    'Edit',
    'Delete',
    'Add',
    'Create',
    'Export',
    'Filter',
    'Sort',
    'Yes',
    'Name',
    'Date',
    'Home',
    'Dashboard',
    'Patients?',
    'Hospitals?',
    'Users?',
    'Dictionary',
    'Settings',
    'Active',
    'Inactive',
    'Female',
    'Male',
    'Forms?',
    'Protocols?',
    'Year',
    'Total',
    'Recent',
    'Favou?rites?',
    'Flags?',
    'Select',
    'Required',
    'Password',
    'Sign',
    'Logout',
    'Help',
    'Contact',
    'Changelog',
    'Privacy',
    'Terms',
    'Page',
    'Back',
    'Version',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

/**
 * What the screen says, to eyes and to a screen reader, with the document title. Text marked as
 * another language than the page's (`lang="en"` on the English description of a dictionary
 * entry, say) is data, not interface, and is left out.
 */
export async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const foreign = (element: Element | null) => {
      const marked = element?.closest('[lang]');
      return Boolean(marked && marked.getAttribute('lang') !== pageLanguage);
    };
    const texts = [document.title];
    // Recharts measures a label's size in a span it keeps at the end of the body, 20,000 px
    // above the page: after the home page, the last chart label measured stays there.
    const measuring = document.getElementById('recharts_measurement_span');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent === measuring || foreign(parent) || !parent.checkVisibility()) continue;
      if (['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      if (foreign(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** What a route's texts break: a raw key anywhere, an English word on a Polish screen. */
export function findings(route: string, texts: string[], locale: 'pl' | 'en'): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const rawKey = RAW_KEY.exec(line);
      if (rawKey && !FILE_NAME.test(rawKey[0]))
        found.push(`${route}: raw key "${rawKey[0]}" in "${line.trim()}"`);
      if (locale !== 'pl') continue;
      const english = ENGLISH_WORDS.exec(line);
      if (english) found.push(`${route}: English "${english[0]}" in "${line.trim()}"`);
    }
  }
  return found;
}
