/**
 * What the user types or pastes into MUI X's date field lands in its sections as written, never
 * read as other digits.
 *
 * Left to itself, the field starts a section over when a digit would take it past its largest
 * value, and when a separator cuts a section short: on an English screen (mm/dd/yyyy), "14.05.2019"
 * became 04/05/2019 (the month's 1 and 4 make no month, so the 4 alone was taken as April) and
 * "1.5.2019" became 05/20/0019; a pasted text that was no date in the field's format emptied the
 * field. Here a digit that takes a section past its largest value joins the section's digits
 * (the field shows 14/05/2019 and refuses it as no date), a separator typed after a section's
 * first digits moves on to the next section, and a pasted text that is no date in the field's
 * format has its numbers put into the sections in order, as if typed. The digits are handed to
 * the field as a paste into one section, the one way it takes a section's text whole.
 */
import type { FieldRef } from '@mui/x-date-pickers/models';
import { parse as parseDate, isValid } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The pastes this module hands to the field, which its own paste listener lets through. */
const ownPastes = new WeakSet<Event>();

/** Hands `text` to a section as the user's paste into it. */
function pasteIntoSection(section: HTMLElement, text: string) {
  const paste = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(paste, 'clipboardData', { value: { getData: () => text } });
  ownPastes.add(paste);
  section.dispatchEvent(paste);
}

const sectionsOf = (field: HTMLElement) =>
  Array.from(field.querySelectorAll<HTMLElement>('[role="spinbutton"]'));

/** The index of the section `target` lies in, -1 for none. */
function sectionIndexOf(field: HTMLElement, target: EventTarget | null): number {
  if (!(target instanceof Element)) return -1;
  const section = target.closest('[role="spinbutton"]');
  return section ? sectionsOf(field).indexOf(section as HTMLElement) : -1;
}

/** The section's largest value (12 for a month); Infinity when the field does not say. */
function largestValue(section: HTMLElement): number {
  const largest = Number(section.getAttribute('aria-valuemax'));
  return Number.isFinite(largest) && largest > 0 ? largest : Number.POSITIVE_INFINITY;
}

/** The numbers of a pasted text, one per section; numbers beyond the last join the last. */
export function sectionTexts(text: string, sectionCount: number): string[] {
  const numbers = text.match(/\d+/g) ?? [];
  if (numbers.length <= sectionCount) return numbers;
  return [...numbers.slice(0, sectionCount - 1), numbers.slice(sectionCount - 1).join('')];
}

type DateFieldRef = FieldRef<Date | null>;

/** Puts each number into its section, the field drawn between two (it reads its own state). */
function fillSections(field: HTMLElement, fieldRef: DateFieldRef, texts: string[]) {
  texts.forEach((text, index) => {
    flushSync(() => fieldRef.setSelectedSections(index));
    const section = sectionsOf(field)[index];
    if (section) flushSync(() => pasteIntoSection(section, text));
  });
}

export interface SectionEntryOptions {
  /** The field's hidden input: the field is the group around it. */
  entry: RefObject<HTMLInputElement | null>;
  /** MUI's handle on the field (`unstableFieldRef`), which selects a section. */
  fieldRef: RefObject<DateFieldRef | null>;
  /** Writes the field's dates: a pasted text it reads as a date is left to the field. */
  dateLocale: DateFnsLocale;
}

/** Watches the date field of `entry` as this file's first paragraph says. */
export function useSectionEntry({ entry, fieldRef, dateLocale }: SectionEntryOptions) {
  useEffect(() => {
    const field = entry.current?.closest<HTMLElement>('[role="group"]');
    if (!field) return;
    // The digits typed in a row into one section, as the field keeps them.
    let typed: { index: number; digits: string } | null = null;

    const onFocusIn = (event: FocusEvent) => {
      if (typed && sectionIndexOf(field, event.target) !== typed.index) typed = null;
    };

    const onBeforeInput = (event: InputEvent) => {
      // With the whole field selected (Ctrl+A) the field is one text, and a key goes to the
      // first section.
      const index = Math.max(sectionIndexOf(field, event.target), 0);
      const key = event.data ?? '';
      const previous = typed?.index === index ? typed.digits : '';
      typed = null;
      if (event.inputType !== 'insertText' || key.length !== 1) return;
      const sections = sectionsOf(field);
      if (/\d/.test(key)) {
        const digits = previous + key;
        const section = sections[index];
        if (section && previous && Number(digits) > largestValue(section)) {
          event.preventDefault();
          pasteIntoSection(section, digits);
        } else typed = { index, digits };
      } else if (previous && !/\p{L}/u.test(key)) {
        // A separator after a section's first digits: the section is complete.
        event.preventDefault();
        sections[index + 1]?.focus();
      }
    };

    const onPaste = (event: ClipboardEvent) => {
      if (ownPastes.has(event)) return;
      const text = (event.clipboardData?.getData('text') ?? '').trim();
      // One section's digits or letters, and a date the field reads, are the field's own.
      if (/^(\d+|\p{L}+)$/u.test(text) || text === '') return;
      if (isValid(parseDate(text, 'P', new Date(), { locale: dateLocale }))) return;
      event.preventDefault();
      event.stopPropagation();
      typed = null;
      if (fieldRef.current)
        fillSections(field, fieldRef.current, sectionTexts(text, sectionsOf(field).length));
    };

    field.addEventListener('focusin', onFocusIn);
    field.addEventListener('beforeinput', onBeforeInput);
    field.addEventListener('paste', onPaste);
    return () => {
      field.removeEventListener('focusin', onFocusIn);
      field.removeEventListener('beforeinput', onBeforeInput);
      field.removeEventListener('paste', onPaste);
    };
  }, [entry, fieldRef, dateLocale]);
}
