/**
 * Two of jsdom's look-ups, made about as cheap as a browser's for the pages these tests draw,
 * with the same answers (tests/ui/jsdomSpeed.test.ts). Profiled, the first took 5.3 of the 30 s
 * of tests/ui/patients.test.tsx and the second 8.3 of the 48 s of formDefinitions.test.tsx; with
 * both, the browser tests ran 229 s instead of 276 on two workers:
 *
 * - A label's `control` with a `for` attribute walked the whole document to find the id, and
 *   an input's `labels` asks that of every label; so every accessible name of an input (each
 *   getByRole with a name, each getByLabelText) cost the document's size times its labels.
 *   The document keeps an index of ids (its getElementById), which gives the same first element
 *   in tree order.
 * - Emotion's <Global> (MUI's inputs mount one each) looks for a server-rendered style tag with
 *   `document.querySelector('style[data-emotion="…"]')` on mount, which jsdom's selector engine
 *   answers by matching the attribute on every element. Only style elements can match, so the
 *   document's tree is walked for them directly, in the same order.
 */
import { createRequire } from 'node:module';

interface ElementImpl {
  _localName: string;
  getAttributeNS(namespace: null, name: string): string | null;
}

interface LabelImpl {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { getElementById?: (id: string) => unknown };
}

const require = createRequire(import.meta.url);
const { implementation: HTMLLabelElementImpl } =
  require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: object };
  };
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable(node: unknown): boolean;
};
const { domSymbolTree } = require('jsdom/lib/jsdom/living/helpers/internal-constants.js') as {
  domSymbolTree: { treeIterator(root: unknown): Iterable<ElementImpl> };
};
const { implForWrapper, wrapperForImpl } = require('jsdom/lib/generated/idl/utils.js') as {
  implForWrapper(wrapper: unknown): unknown;
  wrapperForImpl(impl: unknown): Element;
};

/**
 * Marks what this file has put in place. The browser tests share one module graph per worker
 * (vitest.config.ts), so this runs again for every test file in a process where jsdom's own
 * modules, and so its prototypes, stay loaded: each patch is applied once, not stacked.
 */
const SPED_UP = Symbol.for('oncoreg.jsdomSpeed');
const spedUp = (target: object | undefined) => Boolean(target && SPED_UP in target);

const controlGetter = Object.getOwnPropertyDescriptor(
  HTMLLabelElementImpl.prototype,
  'control',
)?.get;
if (!controlGetter) throw new Error("jsdom's HTMLLabelElement has no control getter to speed up");
const walkForControl = controlGetter;

if (!spedUp(walkForControl))
  Object.defineProperty(HTMLLabelElementImpl.prototype, 'control', {
    configurable: true,
    get: Object.assign(controlById, { [SPED_UP]: true }),
  });

function controlById(this: LabelImpl) {
  const id = this.getAttributeNS(null, 'for');
  const root = this.getRootNode({});
  // A document indexes its ids; a fragment or a detached tree is walked as jsdom does.
  if (id && root.getElementById && '_byIdCache' in root) {
    const element = root.getElementById(id);
    return element && isLabelable(element) ? element : null;
  }
  return walkForControl.call(this);
}

const EMOTION_STYLE = /^style\[data-emotion="([^"\\]*)"\]$/;
const querySelector = Document.prototype.querySelector;
if (!spedUp(querySelector))
  Document.prototype.querySelector = Object.assign(emotionStyleFirst, { [SPED_UP]: true });

function emotionStyleFirst(this: Document, selectors: string) {
  const emotionKey = EMOTION_STYLE.exec(selectors)?.[1];
  if (emotionKey === undefined) return querySelector.call(this, selectors);
  // The tree itself, not an HTMLCollection: jsdom's collections look names up on each index.
  for (const node of domSymbolTree.treeIterator(implForWrapper(this))) {
    if (node._localName === 'style' && node.getAttributeNS(null, 'data-emotion') === emotionKey) {
      return wrapperForImpl(node);
    }
  }
  return null;
}
