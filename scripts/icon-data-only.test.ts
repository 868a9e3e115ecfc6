import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { iconDataOnly } from './icon-data-only';

const require = createRequire(import.meta.url);
/** A real icon module of the installed lucide-react, as the build reads it. */
const house = readFileSync(require.resolve('lucide-react/icons/house'), 'utf8');

describe('iconDataOnly', () => {
  it('keeps the drawing of a real lucide-react icon module and drops its component', async () => {
    const slim = iconDataOnly(house);
    expect(slim).not.toBeNull();
    expect(slim).not.toContain('createLucideIcon');
    expect(slim).toContain('export { __iconData };');
    // The same number of lines, so the module's source map still fits.
    expect(slim!.split('\n').length).toBe(house.split('\n').length);

    // What is left runs on its own and exports the same drawing as the original module.
    const module = (await import(`data:text/javascript,${encodeURIComponent(slim!)}`)) as Record<string, unknown>;
    const original = (await import('lucide-react/icons/house')) as unknown as { __iconData: unknown };
    expect(Object.keys(module)).toEqual(['__iconData']);
    expect(module.__iconData).toEqual(original.__iconData);
  });

  it('leaves a module it does not recognise as it is', () => {
    expect(iconDataOnly('export const x = 1;')).toBeNull();
    // A component line without the export it names: changed lucide output, not touched.
    expect(iconDataOnly('const House = createLucideIcon(__iconData);\nexport { House };')).toBeNull();
  });
});
