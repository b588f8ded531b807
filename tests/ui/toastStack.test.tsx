/**
 * The toast stack and the focused field (src/feedback/useFocusClearOfToasts.ts): a field that
 * has the focus under a toast as it appears (a phone's "Formularz zawiera błędy" over the field
 * in error) is scrolled to just below the stack, and so is one that takes the focus there while
 * the toast shows; a field clear of the stack, above, below or beside it, stays where it is.
 * jsdom lays nothing out: the stack and the field say where they are drawn, and a stub records
 * what was scrolled into view with which margin.
 */
import { act, configure, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../src/feedback/FeedbackContext';
import { ToastStack } from '../../src/feedback/ToastStack';
import { createServerErrorStore } from '../../src/feedback/serverErrorStore';
import { createToastStore } from '../../src/feedback/toastStore';
import { LOCALE_STORAGE_KEY, createI18nProvider } from '../../src/providers/i18nProvider';

configure({ asyncUtilTimeout: 5000 });

interface Box {
  top: number;
  height: number;
  left?: number;
  width?: number;
}

/** Where jsdom is to say `element` is drawn. */
function drawnAt(element: Element, { top, height, left = 16, width = 358 }: Box) {
  element.getBoundingClientRect = () =>
    ({
      top,
      bottom: top + height,
      left,
      right: left + width,
      height,
      width,
      x: left,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
}

/** Each scroll into view: the element, its options and its scroll margin at the time. */
const scrolls: { element: Element; options: unknown; marginTop: string }[] = [];
beforeEach(() => {
  scrolls.length = 0;
  Element.prototype.scrollIntoView = function (this: HTMLElement, options?: unknown) {
    scrolls.push({ element: this, options, marginTop: this.style.scrollMarginTop });
  };
});
afterEach(() => {
  // The browser tests share one jsdom: the next file gets it as jsdom made it.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** A phone's toast stack (64 to 112 px from the top) above a form of two fields. */
async function renderStack() {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pl');
  const toasts = createToastStore();
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <FeedbackProvider toasts={toasts} serverErrors={createServerErrorStore()}>
        <ToastStack />
        <div className="MuiFormControl-root" data-testid="zip">
          <label htmlFor="zip">Kod pocztowy</label>
          <input id="zip" />
        </div>
        <div className="MuiFormControl-root" data-testid="city">
          <label htmlFor="city">Miejscowość</label>
          <input id="city" />
        </div>
      </FeedbackProvider>
    </AdminContext>,
  );
  drawnAt(await screen.findByRole('region'), { top: 64, height: 48 });
  const showError = async () => {
    act(() => {
      toasts.push({ text: 'ra.message.invalid_form', type: 'error' });
    });
    await screen.findByText('Formularz zawiera błędy');
  };
  /** Waits past the frame the check waits for. */
  const nextFrames = () =>
    act(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  return {
    zip: screen.getByTestId('zip'),
    city: screen.getByTestId('city'),
    showError,
    nextFrames,
  };
}

describe('a focused field and the toast stack', () => {
  it('scrolls a focused field the new toast hides to just below the stack', async () => {
    const { zip, showError } = await renderStack();
    drawnAt(zip, { top: 90, height: 72 });
    screen.getByLabelText('Kod pocztowy').focus();

    await showError();

    await vi.waitFor(() => expect(scrolls).toHaveLength(1));
    expect(scrolls[0]).toEqual({ element: zip, options: { block: 'start' }, marginTop: '120px' });
    // The margin was only for that scroll.
    expect(zip.style.scrollMarginTop).toBe('');
  });

  it('scrolls a field that takes the focus under a shown toast', async () => {
    const { zip, city, showError, nextFrames } = await renderStack();
    drawnAt(zip, { top: 300, height: 72 });
    drawnAt(city, { top: 70, height: 72 });
    screen.getByLabelText('Kod pocztowy').focus();
    await showError();
    await nextFrames();
    expect(scrolls).toHaveLength(0);

    act(() => screen.getByLabelText('Miejscowość').focus());

    await vi.waitFor(() => expect(scrolls.map((scroll) => scroll.element)).toEqual([city]));
  });

  it('leaves a focused field clear of the stack, below or beside it, where it is', async () => {
    const { zip, city, showError, nextFrames } = await renderStack();
    drawnAt(zip, { top: 130, height: 72 });
    // A wide screen's stack takes the right; the form's field is to its left.
    drawnAt(city, { top: 70, height: 72, left: -400, width: 380 });
    screen.getByLabelText('Kod pocztowy').focus();

    await showError();
    await nextFrames();
    act(() => screen.getByLabelText('Miejscowość').focus());
    await nextFrames();

    expect(scrolls).toHaveLength(0);
  });
});
