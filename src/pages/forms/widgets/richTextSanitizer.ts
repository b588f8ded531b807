/**
 * The rich-text notes' sanitiser in the browser, enforced on the DOM rather than with patterns:
 * the text is parsed by DOMParser into an inert document (no scripts run, nothing loads) and the
 * allowlist of domain/richText.ts, the one the server applies to every save as well, picks what
 * of it is kept.
 */
import {
  type RichTextTree,
  isBlankRichTextTree,
  sanitizeRichTextTree,
} from '../../../../domain/richText';

const DOM_TREE: RichTextTree<Node> = {
  childNodes: (node) => node.childNodes,
  text: (node) => (node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : null),
  elementName: (node) => (node.nodeType === Node.ELEMENT_NODE ? (node as Element).localName : null),
};

/** The HTML with only the allowlisted elements left, and no attributes. */
export function sanitizeRichText(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  return source.body ? sanitizeRichTextTree<Node>(source.body, DOM_TREE) : '';
}

/** Whether sanitised notes say nothing: no text and no list item (an editor's lone `<br>`). */
export function isBlankRichText(html: string): boolean {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  return !body || isBlankRichTextTree<Node>(body, DOM_TREE);
}
