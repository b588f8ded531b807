/**
 * The rich-text notes' allowlist and the one algorithm that applies it, shared by the browser
 * (src/pages/forms/widgets/richTextSanitizer.ts, over DOMParser's document) and the server
 * (server/forms/richText.ts, over parse5's), so that both keep exactly the same markup.
 *
 * Paragraphs, line breaks, bold, italic, underline and lists, nothing else, and no attributes
 * at all: so no links, no URLs and no styles to check. Allowed elements are kept bare, block
 * elements (the `<div>` lines of a contentEditable) become paragraphs, anything else gives up
 * its tag but keeps its text, and active content goes entirely, with everything in it. The
 * result is built as a string whose every text is escaped, whatever the parsed tree held, and
 * parses back to the same elements (no list or block inside a paragraph, no list item right
 * inside another), so that sanitising twice changes nothing.
 *
 * Both sides parse with the HTML standard's algorithm, so that nested, unclosed and misplaced
 * tags and entities give the same tree on both; the walk below sees the tree only through
 * `RichTextTree`, and nothing here depends on the DOM, React or Node.
 */

/** Elements kept, without their attributes. */
export const RICH_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
]);

/** Block elements: kept as a paragraph, unless inside one or holding blocks themselves. */
export const RICH_TEXT_BLOCKS: ReadonlySet<string> = new Set([
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
export const RICH_TEXT_DROPPED: ReadonlySet<string> = new Set([
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

/** How the walk reads a parsed document, whichever parser built it. */
export interface RichTextTree<Node> {
  childNodes(node: Node): Iterable<Node>;
  /** The text of a text node; null for anything else. */
  text(node: Node): string | null;
  /** The local name of an element (lower case for HTML ones); null for anything else. */
  elementName(node: Node): string | null;
}

// The HTML standard's serialisation of text outside raw-text elements: these four, no more.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '\u00a0': '&nbsp;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeText = (text: string) =>
  text.replace(/[&\u00a0<>]/g, (character) => ESCAPES[character]!);

/** Void elements are written without an end tag. */
const VOID = new Set(['br']);

/**
 * What a paragraph must not hold, as an HTML parser would close the paragraph before it: so that
 * the result, parsed again, gives the same tree, and sanitising twice changes nothing.
 */
const CLOSES_PARAGRAPH = new Set([...RICH_TEXT_BLOCKS, 'p', 'ul', 'ol', 'li']);

/**
 * The allowlisted HTML of the children of `root` (the parsed document's body), serialised as
 * the DOM's `innerHTML` would serialise the same elements.
 */
export function sanitizeRichTextTree<Node>(root: Node, tree: RichTextTree<Node>): string {
  // A block holding a paragraph, a list or another block gives up its tag, so that paragraphs
  // never hold them.
  const holdsBlocks = (node: Node): boolean =>
    Array.from(tree.childNodes(node)).some((child) => {
      const name = tree.elementName(child);
      return name !== null && (CLOSES_PARAGRAPH.has(name) || holdsBlocks(child));
    });

  /** Where the walk is in the output: inside a paragraph, inside a list item of the same list. */
  interface Context {
    paragraph: boolean;
    listItem: boolean;
  }

  /** The element's name in the output, or null when it gives up its tag. */
  const outputName = (node: Node, tag: string, context: Context): string | null => {
    // What the parser would close first gives up its tag: a block or list inside a paragraph,
    // a list item inside another (the parser builds such trees only from odd markup, a list
    // in a table in a paragraph, say).
    if (context.paragraph && CLOSES_PARAGRAPH.has(tag)) return null;
    if (context.listItem && tag === 'li') return null;
    if (RICH_TEXT_ELEMENTS.has(tag)) return tag;
    return RICH_TEXT_BLOCKS.has(tag) && !holdsBlocks(node) ? 'p' : null;
  };

  const copyChildren = (from: Node, context: Context): string => {
    let html = '';
    for (const node of tree.childNodes(from)) {
      const text = tree.text(node);
      if (text !== null) {
        html += escapeText(text);
        continue;
      }
      const tag = tree.elementName(node);
      if (tag === null || RICH_TEXT_DROPPED.has(tag)) continue;
      const name = outputName(node, tag, context);
      if (name === null) {
        html += copyChildren(node, context);
      } else if (VOID.has(name)) {
        html += `<${name}>`;
      } else {
        const inner = {
          paragraph: context.paragraph || name === 'p',
          listItem: name === 'li' || (context.listItem && name !== 'ul' && name !== 'ol'),
        };
        html += `<${name}>${copyChildren(node, inner)}</${name}>`;
      }
    }
    return html;
  };

  return copyChildren(root, { paragraph: false, listItem: false });
}

/**
 * Whether notes say nothing: no text but white space, and no list item (an editor's lone `<br>`
 * or empty paragraph). The browser stores no value for such notes, and the server does the same.
 */
export function isBlankRichTextTree<Node>(root: Node, tree: RichTextTree<Node>): boolean {
  const saysSomething = (node: Node): boolean =>
    Array.from(tree.childNodes(node)).some((child) => {
      const text = tree.text(child);
      if (text !== null) return text.trim() !== '';
      return tree.elementName(child) === 'li' || saysSomething(child);
    });
  return !saysSomething(root);
}
