/**
 * The rich-text notes' allowlist (paragraphs, line breaks, bold, italic, underline and lists,
 * nothing else, no attributes at all), enforced on the DOM rather than with patterns: the text is
 * parsed by DOMParser into an inert document (no scripts run, nothing loads) and copied node by
 * node into a fresh one. Allowed elements are copied bare, block elements (the `<div>` lines of
 * a contentEditable) become paragraphs, anything else gives up its tag but keeps its text, and
 * active content goes entirely.
 */
const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li']);
const BLOCKS = new Set([
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'address',
]);
/** Elements whose content is code, data or controls rather than text: dropped with it. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
]);

/** A block holding other blocks gives up its tag, so that paragraphs never nest. */
const holdsBlocks = (element: Element) =>
  Array.from(element.querySelectorAll('*')).some(
    (inner) => BLOCKS.has(inner.localName) || inner.localName === 'p',
  );

function copyChildren(from: Node, to: Element, target: Document) {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(target.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) continue;
    const name = ALLOWED.has(tag)
      ? tag
      : BLOCKS.has(tag) && to.localName !== 'p' && !holdsBlocks(element)
        ? 'p'
        : null;
    if (name === null) {
      copyChildren(element, to, target);
      continue;
    }
    const copy = target.createElement(name);
    to.appendChild(copy);
    copyChildren(element, copy, target);
  }
}

/** The HTML with only the allowlisted elements left, and no attributes. */
export function sanitizeRichText(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  copyChildren(source.body, container, target);
  return container.innerHTML;
}

/** Whether sanitised notes say nothing: no text and no list item (an editor's lone `<br>`). */
export function isBlankRichText(html: string): boolean {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return !document.body.textContent?.trim() && !document.body.querySelector('li');
}
