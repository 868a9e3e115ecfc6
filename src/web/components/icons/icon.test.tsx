import { render } from '@testing-library/react';
import * as LucideReact from 'lucide-react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as first from './first';
import type { IconProps } from './icon';
import * as icons from './index';

/** An element's attributes as a sorted list, and its children's markup: the drawing, whatever the order. */
function shape(element: Element) {
  const attributes = [...element.attributes].map((a) => `${a.name}=${a.value}`).sort();
  return { tag: element.tagName, attributes, children: element.innerHTML };
}

describe('icons', () => {
  it('draw the same SVG as lucide-react’s components, for every icon of the app', () => {
    const names = Object.keys(icons);
    expect(names.length).toBeGreaterThan(80);
    for (const name of names) {
      const Ours = icons[name as keyof typeof icons] as ComponentType<IconProps>;
      const Theirs = (LucideReact as unknown as Record<string, ComponentType<IconProps> | undefined>)[name];
      if (!Theirs) throw new Error(`lucide-react has no ${name}`);
      const a = render(<Ours className="size-4" strokeWidth={3} />).container.firstElementChild!;
      const b = render(<Theirs className="size-4" strokeWidth={3} />).container.firstElementChild!;
      expect(shape(a), name).toEqual(shape(b));
    }
  });

  it('are hidden from screen readers unless given a name, as lucide-react’s are', () => {
    const { container } = render(
      <>
        <icons.Users />
        <icons.Users aria-label="Alunos" />
        <icons.Users role="img" aria-labelledby="x" />
      </>,
    );
    const [plain, labelled, role] = [...container.querySelectorAll('svg')];
    expect(plain).toHaveAttribute('aria-hidden', 'true');
    expect(labelled).not.toHaveAttribute('aria-hidden');
    expect(labelled).toHaveAttribute('aria-label', 'Alunos');
    expect(role).not.toHaveAttribute('aria-hidden');
  });

  it('has the sign-in page’s icons in the full set too (first.ts is re-exported)', () => {
    for (const name of Object.keys(first)) expect(icons).toHaveProperty(name, first[name as keyof typeof first]);
  });
});
