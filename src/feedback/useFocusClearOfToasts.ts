/**
 * Keeps the focused field out from under the toast stack. A save stopped by field errors focuses
 * the first of them as "The form contains errors" appears; the browser scrolls a focused field
 * only when it is out of the window, so on a phone a field near the top (where the app bar,
 * hidden while scrolling down, leaves the toasts alone) stayed under the red toast, its message
 * too, for the toast's six seconds. While toasts are shown, a field that has or takes the focus
 * under them is scrolled to just below the stack; one beside it (a wide screen's stack takes
 * the right-hand 420 px) is left where it is.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';

/** The room left between the stack and the field brought below it, in px. */
const GAP = 8;

/** What must stay in sight of a focused control: its whole field, label and message included. */
const fieldOf = (control: Element) => control.closest('.MuiFormControl-root') ?? control;

function overlaps(field: DOMRect, stack: DOMRect): boolean {
  return (
    field.top < stack.bottom + GAP &&
    field.bottom > stack.top &&
    field.left < stack.right &&
    field.right > stack.left
  );
}

/** Scrolls the focused field below the stack when the stack hides it. */
function clearFocusedField(stack: HTMLElement) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  // A dialog's fields do not move with the page behind it; the stack's own buttons are its own.
  if (stack.contains(focused) || focused.closest('[role="dialog"]')) return;
  const stackBox = stack.getBoundingClientRect();
  if (stackBox.height === 0) return;
  const field = fieldOf(focused);
  if (!(field instanceof HTMLElement) || !overlaps(field.getBoundingClientRect(), stackBox)) return;
  const margin = field.style.scrollMarginTop;
  field.style.scrollMarginTop = `${stackBox.bottom + GAP}px`;
  field.scrollIntoView?.({ block: 'start' });
  field.style.scrollMarginTop = margin;
}

/**
 * Watches the focus while `stack` shows toasts; `newest` (the newest toast's id) changing means a
 * toast has just appeared. The check waits a frame: the form moves the focus and scrolls first.
 */
export function useFocusClearOfToasts(stack: RefObject<HTMLElement | null>, newest: number | null) {
  useEffect(() => {
    if (newest === null) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (stack.current) clearFocusedField(stack.current);
      });
    };
    check();
    document.addEventListener('focusin', check);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', check);
    };
  }, [stack, newest]);
}
