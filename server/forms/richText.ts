/**
 * The rich-text notes' sanitiser on the server: the allowlist and walk of domain/richText.ts,
 * the ones the browser applies, over the tree parse5 builds. parse5 implements the HTML
 * standard's parsing algorithm (it is what jsdom parses with), so nested, unclosed and
 * misplaced tags, entities and foreign content give the tree DOMParser gives in the browser,
 * and a note is kept exactly as the browser's editor would have kept it.
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse } from 'parse5';
import {
  type RichTextTree,
  isBlankRichTextTree,
  sanitizeRichTextTree,
} from '../../domain/richText';

type Node = DefaultTreeAdapterTypes.Node;

const PARSE5_TREE: RichTextTree<Node> = {
  childNodes: (node) => ('childNodes' in node ? node.childNodes : []),
  text: (node) => (defaultTreeAdapter.isTextNode(node) ? node.value : null),
  elementName: (node) => (defaultTreeAdapter.isElementNode(node) ? node.tagName : null),
};

const childNamed = (node: Node | undefined, names: readonly string[]) =>
  node &&
  Array.from(PARSE5_TREE.childNodes(node)).find((child) =>
    names.includes(PARSE5_TREE.elementName(child) ?? ''),
  );

/** The document's body (or frameset, as `document.body` answers), parsed as DOMParser does. */
function parsedBody(html: string): Node | undefined {
  // DOMParser's documents have scripting disabled: <noscript> holds markup, not text.
  const document = parse(html, { scriptingEnabled: false });
  return childNamed(childNamed(document, ['html']), ['body', 'frameset']);
}

/** The HTML with only the allowlisted elements left, and no attributes. */
export function sanitizeRichText(html: string): string {
  const body = parsedBody(html);
  return body ? sanitizeRichTextTree(body, PARSE5_TREE) : '';
}

/**
 * The value notes are kept as, as the browser's editor keeps them: sanitised, and undefined
 * when nothing is left to say (no text and no list item).
 */
export function richTextValue(html: string): string | undefined {
  const clean = sanitizeRichText(html);
  const body = parsedBody(clean);
  return !body || isBlankRichTextTree(body, PARSE5_TREE) ? undefined : clean;
}

/** Elements whose end ends a line of the plain text. */
const LINE_ENDS: ReadonlySet<string> = new Set(['p', 'li', 'br', 'ul', 'ol']);

/**
 * Stored notes as plain text, for a file read outside the app (the research export): a line
 * per paragraph, line break or list item, a list item led by "- ", entities decoded and no
 * markup left. An analyst's spreadsheet or R shows "<p>…<b>" as it is.
 */
export function richTextPlain(html: string): string {
  const body = parsedBody(html);
  if (!body) return '';
  const lines: string[] = [];
  let lead = '';
  let current = '';
  const endLine = () => {
    if (current.trim()) lines.push(lead + current.trim());
    lead = '';
    current = '';
  };
  const walk = (node: Node) => {
    const text = PARSE5_TREE.text(node);
    if (text !== null) {
      current += text.replace(/\s+/g, ' ');
      return;
    }
    const name = PARSE5_TREE.elementName(node);
    if (name === 'li') {
      endLine();
      lead = '- ';
    }
    for (const child of PARSE5_TREE.childNodes(node)) walk(child);
    if (name && LINE_ENDS.has(name)) endLine();
  };
  walk(body);
  endLine();
  return lines.join('\n');
}
