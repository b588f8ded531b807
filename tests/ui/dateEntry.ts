/**
 * Typing into the registry's date field (src/components/dates) as a keyboard user does: the
 * field is a group of day, month and year sections, not one text box, so a test clicks its
 * first section and types the digits in the order the interface's language writes them. The
 * picker is loaded on demand: a test finds the field (findBy) before it reads it at once.
 */
import { screen, within } from '@testing-library/react';

/** user-event's setup() instance or its direct API. */
interface Typist {
  click(element: Element): Promise<unknown>;
  keyboard(text: string): Promise<unknown>;
}

/** The date field labelled `name`, once its picker has loaded. */
export const dateField = (name: string | RegExp) => screen.findByRole('group', { name });

/** Types `digits` (24112026 on a Polish screen) into the date field labelled `name`. */
export async function typeDate(user: Typist, name: string | RegExp, digits: string) {
  const field = await dateField(name);
  await user.click(within(field).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}
