import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** What the focused element shows, measured in the page. */
interface FocusReport {
  /** Tag, role and accessible text of the focused element, or 'body' when nothing has the focus. */
  what: string;
  /** The strongest indicator found: 'outline auto', 'outline', 'ring' or '' for none. */
  indicator: string;
  /** Its contrast against the colour behind the element (WCAG 1.4.11 asks 3:1). */
  contrast: number;
  /** Some part of the element is on screen and not under anything else (WCAG 2.4.11). */
  seen: boolean;
}

/**
 * Runs in the page. The indicator is the focused element's outline or one of its outer box-shadow
 * layers with a spread (Tailwind's ring; its offset layer has the background's colour and so no
 * contrast). Colours are read through a canvas, which understands oklab and color-mix, and composited
 * over the backgrounds of the ancestors.
 */
function measureFocus(): FocusReport {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) {
    return { what: 'body', indicator: '', contrast: 0, seen: false };
  }
  type Rgba = [number, number, number, number];
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const COLOR = /(?:rgba?|oklab|oklch|lab|lch|color|hsla?)\([^)]*\)|#[0-9a-f]{3,8}\b|transparent/i;
  const parse = (text: string): Rgba | null => {
    const match = COLOR.exec(text);
    if (!match || !ctx) return null;
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = match[0];
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, under: Rgba): Rgba => [
    top[0] * top[3] + under[0] * (1 - top[3]),
    top[1] * top[3] + under[1] * (1 - top[3]),
    top[2] * top[3] + under[2] * (1 - top[3]),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrastOf = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  const backgrounds: Rgba[] = [];
  for (let node = el.parentElement; node; node = node.parentElement) {
    const color = parse(getComputedStyle(node).backgroundColor);
    if (color && color[3] > 0) backgrounds.push(color);
    if (color && color[3] === 1) break;
  }
  const behind = backgrounds.reverse().reduce<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);

  const style = getComputedStyle(el);
  let indicator = '';
  let contrast = 0;
  if (style.outlineStyle === 'auto') {
    // The browser's own focus ring: two tones, one of which always stands out.
    indicator = 'outline auto';
    contrast = 21;
  } else if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
    const color = parse(style.outlineColor);
    if (color && color[3] > 0) {
      indicator = 'outline';
      contrast = contrastOf(over(color, behind), behind);
    }
  }
  for (const layer of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
    const color = parse(layer);
    const lengths = layer
      .replace(COLOR, '')
      .trim()
      .split(/\s+/)
      .filter((s) => s.endsWith('px'));
    const spread = parseFloat(lengths[3] ?? '0');
    if (!color || color[3] === 0 || spread < 1 || layer.includes('inset')) continue;
    const ratio = contrastOf(over(color, behind), behind);
    if (ratio > contrast) [indicator, contrast] = ['ring', ratio];
  }

  const seen = [...el.getClientRects()].some((rect) => {
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
  const role = el.getAttribute('role');
  const name = (el.getAttribute('aria-label') ?? el.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  return { what: `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`, indicator, contrast, seen };
}

function problemOf(report: FocusReport): string {
  if (report.what === 'body') return 'the focus is lost (on <body>)';
  if (!report.indicator) return `${report.what} shows no focus indicator`;
  if (report.contrast < 3)
    return `${report.what}: its ${report.indicator} has ${report.contrast.toFixed(2)}:1 against the background`;
  if (!report.seen) return `${report.what} is off screen or under another element`;
  return '';
}

/**
 * The focused element has a visible focus indicator: an outline or a ring of at least 3:1 against
 * what is behind it, on screen and not covered (by the sticky header or the player's bar).
 */
export async function expectVisibleFocus(page: Page) {
  await expect.poll(async () => problemOf(await page.evaluate(measureFocus)), { message: 'visible focus' }).toBe('');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus at every stop. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(target)} in ${max} presses`);
}

/** Presses `key` and checks that the focus stays visible. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

/**
 * Every button of the player's bar shows its whole label (no ellipsis, nothing spilling out), inside
 * the screen, without overlapping its neighbours; the page does not scroll sideways.
 */
export async function expectBarFits(page: Page) {
  const bar = page.getByRole('group', { name: 'Ações do simulado' });
  await expect(bar).toBeVisible();
  const problems = await bar.evaluate((group) => {
    const found: string[] = [];
    const buttons = [...group.querySelectorAll('button')];
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    buttons.forEach((button, i) => {
      const name = button.textContent?.trim() ?? '';
      const box = boxes[i] as DOMRect;
      if (button.scrollWidth > button.clientWidth) found.push(`${name}: wider than its button`);
      for (const label of button.querySelectorAll('span')) {
        const inner = label.getBoundingClientRect();
        if (label.scrollWidth > label.clientWidth) found.push(`${name}: label cut short`);
        if (inner.left < box.left - 0.5 || inner.right > box.right + 0.5) found.push(`${name}: label outside`);
      }
      if (box.left < 0 || box.right > innerWidth) found.push(`${name}: off screen`);
      boxes.forEach((other, j) => {
        const overlap = j > i && box.left < other.right - 0.5 && other.left < box.right - 0.5;
        if (overlap && box.top < other.bottom - 0.5 && other.top < box.bottom - 0.5)
          found.push(`${name}: overlaps ${buttons[j]?.textContent?.trim()}`);
      });
    });
    if (document.documentElement.scrollWidth > innerWidth) found.push('the page scrolls sideways');
    return found;
  });
  expect(problems).toEqual([]);
}
