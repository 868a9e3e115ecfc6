import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeQuestionHtml } from '../questoes/sanitize-question-html.js';
import { collapseWhitespace, sanitizeCell } from './validate-linhas.js';

describe('sanitizeCell', () => {
  it('gives what the sanitizer gives, also for the plain text it does not send to it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (value) => {
        fc.pre(!value.includes('\u0000'));
        expect(await sanitizeCell(value)).toBe(await sanitizeQuestionHtml(value));
      }),
      { numRuns: 300 },
    );
  });

  it('sanitizes HTML', async () => {
    expect(await sanitizeCell('<b onclick="x()">a</b><script>1</script>')).toBe('<b>a</b>');
  });
});

describe('collapseWhitespace', () => {
  it('folds runs of ASCII whitespace into one space and trims only those', () => {
    expect(collapseWhitespace(' \t a \r\n\n b\f\v ')).toBe('a b');
    expect(collapseWhitespace('\u00a0a')).toBe('\u00a0a');
  });
});
