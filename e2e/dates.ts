/**
 * The registry's date field in the browser: a group of day, month and year sections (MUI X's
 * accessible field), not one text box, so a spec finds it by its role and types into its first
 * section as a user does, in the order the interface's language writes dates.
 */
import type { Locator, Page } from '@playwright/test';

/** The date field labelled `name` (a required field's label ends with its mark). */
export const dateField = (scope: Page | Locator, name: RegExp) =>
  scope.getByRole('group', { name });

/** Types `digits` (09072016 on a Polish screen) into the date field from its first section. */
export async function typeDate(field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
}
