/**
 * "The form contains errors" (spec section 5), once per submit that the browser's own checks
 * stopped. react-admin's form says it after any submit that leaves errors, the server's field
 * errors included, so a refused save showed the server's toast and this one; a refusal has
 * already told its own message with its error code, and its field errors (which react-admin
 * sets with the type `server`) bring no second toast. A form that renders this passes
 * `disableInvalidFormNotification`, which turns react-admin's own notice off. A later submit
 * that passes the browser's checks takes the notice away: the errors it spoke of are mended,
 * and whatever the save then answers (a refusal's own toast, say) is not shown beside it.
 *
 * A refusal's field errors take the keyboard's focus to the first of them, as the browser's own
 * errors do (react-hook-form focuses those): the field to mend, rather than the page's top,
 * where the focus fell when the Save button went busy.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useToasts } from './FeedbackContext';

/** Whether any error in react-hook-form's tree was found in the browser rather than sent back. */
export function hasBrowserErrors(errors: object): boolean {
  return Object.values(errors).some((error: unknown) => {
    if (!error || typeof error !== 'object') return false;
    const { type } = error as { type?: unknown };
    if (typeof type === 'string') return type !== 'server';
    return hasBrowserErrors(error);
  });
}

/** The path of the first error the server sent back (`address.zipCode`), if any. */
export function firstServerError(errors: object, prefix = ''): string | null {
  for (const [name, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const { type } = error as { type?: unknown };
    if (typeof type === 'string') {
      if (type === 'server') return `${prefix}${name}`;
      continue;
    }
    const inner = firstServerError(error as object, `${prefix}${name}.`);
    if (inner) return inner;
  }
  return null;
}

export function InvalidFormNotice() {
  const { setFocus } = useFormContext();
  const { submitCount, errors } = useFormState();
  const { push, dismiss } = useToasts();
  const noticed = useRef(submitCount);
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (submitCount <= noticed.current) return;
    noticed.current = submitCount;
    if (hasBrowserErrors(errors)) {
      shown.current = push({ text: 'ra.message.invalid_form', type: 'error' });
    } else {
      if (shown.current !== null) dismiss(shown.current);
      shown.current = null;
      const refused = firstServerError(errors);
      if (refused) setFocus(refused);
    }
  }, [submitCount, errors, push, dismiss, setFocus]);
  return null;
}
