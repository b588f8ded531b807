/** A dictionary code with its name, as the lookups, the print view and the history show it. */
import { expect, it } from 'vitest';
import { codeAndName, entryLabel } from '../../src/components/dictionaryEntries';

it('writes "code — name", or the code alone when the name is none or the code itself', () => {
  expect(codeAndName('L01CA02', 'Winkrystyna')).toBe('L01CA02 — Winkrystyna');
  expect(codeAndName('L01CA02', null)).toBe('L01CA02');
  // An English CTCAE term is its own code.
  expect(codeAndName('Neutrophil count decreased', 'Neutrophil count decreased')).toBe(
    'Neutrophil count decreased',
  );
  expect(codeAndName('Vomiting', ' vomiting ')).toBe('Vomiting');
  const vomiting = { value: 'Vomiting', description: 'Wymioty', descriptionEn: 'Vomiting' };
  expect(entryLabel(vomiting, 'pl')).toBe('Vomiting — Wymioty');
  expect(entryLabel(vomiting, 'en')).toBe('Vomiting');
});
