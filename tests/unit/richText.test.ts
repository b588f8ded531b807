// @vitest-environment jsdom
/**
 * The rich-text sanitiser: hostile notes keep only the allowlisted markup on the server, the
 * browser's sanitiser (DOMParser, here jsdom's) keeps exactly the same for every input, and
 * sanitising again changes nothing. The rich-text fields of a definition are found through its
 * UI schema, table rows included, and cleaned wherever they sit.
 */
import { describe, expect, it } from 'vitest';
import { date, defineForm, richText, t, table, text } from '../../server/forms/builder';
import { richTextPlain, richTextValue, sanitizeRichText } from '../../server/forms/richText';
import { richTextFields, withCleanRichText } from '../../server/modules/form/service';
import { sanitizeRichText as sanitizeInBrowser } from '../../src/pages/forms/widgets/richTextSanitizer';

/** Hostile or malformed notes and what is left of them. */
const HOSTILE: readonly (readonly [string, string])[] = [
  ['<img src=x onerror=alert(1)><script>alert(1)</script><b>ok</b>', '<b>ok</b>'],
  [
    '<b onclick="alert(1)" style="color:red">x</b><i onmouseover=alert(1)>y</i>',
    '<b>x</b><i>y</i>',
  ],
  ['<body onload=alert(1)>b</body>', 'b'],
  [
    '<a href="javascript:alert(1)">j</a><a href="data:text/html,<script>alert(1)</script>">d</a>',
    'jd',
  ],
  [
    '<a href="JaVaScRiPt&colon;alert(1)">k</a><a href=" data:image/svg+xml;base64,PHN2Zz4=">l</a>',
    'kl',
  ],
  [
    '<svg><script>alert(1)</script><foreignObject><p>in svg</p></foreignObject></svg>after',
    'after',
  ],
  ['<svg onload=alert(1)><p>breaks out of svg</p></svg>', '<p>breaks out of svg</p>'],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<style>@import "x"</style><p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
  [
    '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>">t</iframe>',
    '',
  ],
  [
    '<object data="x"><param name=x></object><embed src=x><form><input value=x><button>b</button></form>z',
    'z',
  ],
  ['<video><source onerror=alert(1)></video><audio src=x onerror=alert(1)>', ''],
  ['<template><script>alert(1)</script></template>x', 'x'],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['<textarea><script>alert(1)</script></textarea>after', 'after'],
  ['<select><option><script>alert(1)</script></option></select>s', 's'],
  ['<!-- <script>alert(1)</script> -->c<![CDATA[x]]>', 'c'],
  ['<<script>alert(1)//<</script>', '&lt;'],
  ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
  ['<xmp><script>alert(1)</script></xmp>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['<plaintext><b>x', '&lt;b&gt;x'],
  ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  [
    '&#60;script&#62;alert(1)&#60;/script&#62;&#x3C;img src=x onerror=alert(1)&#x3E;',
    '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
  ],
  [
    '<p>a&nbsp;b &amp; c &quot;d&quot; &unknown; &amp</p>',
    '<p>a&nbsp;b &amp; c "d" &amp;unknown; &amp;</p>',
  ],
  [
    '<b><i>nested</b> unclosed</i><p>para<div>div</div>',
    '<b><i>nested</i></b><i> unclosed</i><p>para</p><p>div</p>',
  ],
  ['<div><ul><li>a</li></ul></div><h1>T<div>u</div></h1>', '<ul><li>a</li></ul>T<p>u</p>'],
  ['<p><table><tr><td><ul><li>x</li></ul></td></tr></table></p>', '<p>x</p>'],
  ['<li><table><tr><td><li>x</li></td></tr></table></li>', '<li>x</li>'],
  ['<frameset><frame src=x></frameset>', ''],
  ['<div>line 1</div><div>line 2<br></div>', '<p>line 1</p><p>line 2<br></p>'],
];

describe('sanitizeRichText on the server', () => {
  it.each(HOSTILE)('keeps of %j only %j', (html, kept) => {
    expect(sanitizeRichText(html)).toBe(kept);
  });

  it('keeps the same as the browser’s sanitiser, for every input', () => {
    for (const [html] of HOSTILE) expect(sanitizeRichText(html)).toBe(sanitizeInBrowser(html));
  });

  it('changes nothing the second time', () => {
    for (const [html] of HOSTILE) {
      const once = sanitizeRichText(html);
      expect(sanitizeRichText(once)).toBe(once);
      expect(sanitizeInBrowser(once)).toBe(once);
    }
  });

  it('leaves what the editor writes as it is', () => {
    const notes =
      '<p>Wywiad: <b>bez</b> <i>zmian</i>, <u>kontrola</u></p><ul><li>jeden</li></ul>' +
      '<ol><li>dwa<br>trzy</li></ol><p><strong>5 &lt; 7</strong> <em>zażółć</em></p>';
    expect(sanitizeRichText(notes)).toBe(notes);
  });
});

describe('richTextValue', () => {
  it('is undefined for notes with nothing left to say', () => {
    for (const html of [
      '',
      '   ',
      '<br>',
      '<p><br></p>',
      '<script>alert(1)</script>',
      '<img src=x>',
    ]) {
      expect(richTextValue(html)).toBeUndefined();
    }
  });

  it('keeps an empty list item and any text', () => {
    expect(richTextValue('<ul><li></li></ul>')).toBe('<ul><li></li></ul>');
    expect(richTextValue('<img src=x>x')).toBe('x');
  });
});

describe('richTextPlain, for the research export', () => {
  it('gives a line per paragraph, break or list item, entities decoded and no markup', () => {
    expect(
      richTextPlain(
        '<p>Fuzja <b>PAX3::FOXO1</b> &amp; FISH.</p><p>Druga<br>linia</p><ul><li>jeden</li><li><i>dwa</i>  razy</li></ul>',
      ),
    ).toBe('Fuzja PAX3::FOXO1 & FISH.\nDruga\nlinia\n- jeden\n- dwa razy');
  });

  it('keeps plain text and gives nothing for empty notes', () => {
    expect(richTextPlain('bez  znaczników')).toBe('bez znaczników');
    expect(richTextPlain('<p> </p>')).toBe('');
    expect(richTextPlain('<ul><li></li><li>jeden</li></ul>')).toBe('- jeden');
  });
});

describe('rich-text fields of a definition', () => {
  const definition = defineForm('STS', 'extended', t('Uwagi', 'Notes'), {
    notes: richText(t('Uwagi', 'Notes')),
    summary: text(t('Podsumowanie', 'Summary')),
    visits: table(
      t('Wizyty', 'Visits'),
      {
        date: date(t('Data', 'Date')),
        remarks: richText(t('Uwagi', 'Remarks')),
      },
      { row: t('Wizyta', 'Visit') },
    ),
  });
  const fields = richTextFields(definition.schema.pl, definition.uiSchema.pl);

  it('cleans every rich-text value, in table rows too, and nothing else', () => {
    const data = {
      notes: '<b onclick=x()>a</b><script>x</script>',
      summary: '<b>plain text, not markup</b>',
      visits: [
        { date: '2026-01-01', remarks: '<img src=x onerror=alert(1)>b' },
        { date: '2026-01-02' },
        { date: '2026-01-03', remarks: '<script>alert(1)</script>' },
      ],
    };
    const clean = withCleanRichText(fields, data);
    expect(clean).toEqual({
      notes: '<b>a</b>',
      summary: '<b>plain text, not markup</b>',
      visits: [
        { date: '2026-01-01', remarks: 'b' },
        { date: '2026-01-02' },
        { date: '2026-01-03' },
      ],
    });
    expect(data.notes).toBe('<b onclick=x()>a</b><script>x</script>');
  });

  it('leaves values of the wrong shape to the schema', () => {
    const odd = { notes: 7, visits: 'not rows' };
    expect(withCleanRichText(fields, odd)).toEqual(odd);
  });
});
