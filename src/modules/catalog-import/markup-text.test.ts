import { describe, expect, it } from 'vitest';
import { markupToText } from './markup-text';

describe('descriptions as plain text', () => {
  it('turns blocks into paragraphs and <br> into line breaks', () => {
    expect(markupToText('<p>One</p><p>Two<br/>lines</p><ul><li>a</li><li>b</li></ul>')).toBe('One\n\nTwo\nlines\n\na\n\nb');
  });

  it('drops other tags and decodes entities', () => {
    expect(markupToText('<b>Bold</b> &amp; <i>italic</i> &lt;3 &#8212; &#x2019;s&nbsp;end &unknown;')).toBe('Bold & italic <3 — ’s end &unknown;');
    expect(markupToText('&#99999999; &#x0; &#X41;')).toBe('&#99999999; &#x0; A');
  });

  it('never lets markup through', () => {
    expect(markupToText('<script>alert(1)</script><img src=x onerror=alert(1)>Hi')).toBe('alert(1)Hi');
  });

  it('collapses spaces but keeps plain paragraphs', () => {
    expect(markupToText('  A   plain\n  text.\n\n\nSecond   paragraph. ')).toBe('A plain\ntext.\n\nSecond paragraph.');
  });
});
