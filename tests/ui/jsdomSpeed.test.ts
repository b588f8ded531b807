/**
 * The setup's faster jsdom lookups (tests/ui/jsdomSpeed.ts) answer as jsdom and browsers do.
 * Each test writes into a document of its own: the browser tests share a worker's jsdom, and
 * emptying its head took the style tags emotion had put there from under the next test file.
 */
import { describe, expect, it } from 'vitest';

const freshDocument = () => document.implementation.createHTMLDocument();

describe("a label's control", () => {
  it('is the first element in tree order with its `for` id, if that one can be labelled', () => {
    const document = freshDocument();
    document.body.innerHTML = `
      <label id="name-label" for="name">Name</label>
      <input id="name" />
      <textarea id="name"></textarea>
      <label id="div-label" for="box">Box</label>
      <div id="box"></div>
      <label id="absent-label" for="absent">Absent</label>
      <label id="empty-label" for="">Empty</label>
      <label id="nested-label">Nested <select id="nested"></select></label>`;
    const label = (id: string) => document.getElementById(id) as HTMLLabelElement;
    expect(label('name-label').control).toBe(document.querySelector('input'));
    expect(label('div-label').control).toBeNull();
    expect(label('absent-label').control).toBeNull();
    expect(label('empty-label').control).toBeNull();
    expect(label('nested-label').control).toBe(document.getElementById('nested'));
  });

  it('follows an id that moves, and gives an input its labels', () => {
    const document = freshDocument();
    document.body.innerHTML = `<label for="a">A</label><label>B <input id="a" /></label>`;
    const input = document.getElementById('a') as HTMLInputElement;
    expect([...input.labels!].map((label) => label.textContent)).toEqual(['A', 'B ']);
    input.id = 'b';
    expect(document.querySelector('label')!.control).toBeNull();
    expect([...input.labels!].map((label) => label.textContent)).toEqual(['B ']);
  });

  it('is found in a tree outside the document, as jsdom walks it', () => {
    const fragment = document.createDocumentFragment();
    const container = document.createElement('div');
    container.innerHTML = `<label for="c">C</label><input id="c" />`;
    fragment.append(container);
    expect(container.querySelector('label')!.control).toBe(container.querySelector('input'));
  });
});

describe("emotion's look-up of a style tag", () => {
  it('finds the first style with that data-emotion value in tree order, or none', () => {
    const document = freshDocument();
    document.head.innerHTML = `<style data-emotion="css-global abc"></style>`;
    document.body.innerHTML = `<style data-emotion="css-global abc"></style><style data-emotion="css-global def"></style>`;
    expect(document.querySelector('style[data-emotion="css-global abc"]')).toBe(
      document.head.firstChild,
    );
    expect(document.querySelector('style[data-emotion="css-global def"]')).toBe(
      document.body.lastChild,
    );
    expect(document.querySelector('style[data-emotion="css-global xyz"]')).toBeNull();
    // Any other selector is jsdom's.
    expect(document.querySelector('style[data-emotion^="css-global d"]')).toBe(
      document.body.lastChild,
    );
  });
});
