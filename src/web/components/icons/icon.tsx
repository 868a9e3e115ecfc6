import { createElement, type ComponentType, type ReactNode, type SVGProps } from 'react';

type IconNode = Array<[tag: string, attributes: Record<string, string | number>, children?: IconNode]>;

/** What each of lucide-react's icon modules exports besides its component: the icon's name and drawing. */
interface IconModule {
  __iconData?: { name: string; node: IconNode; aliases?: string[] };
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height, 24 by default. */
  size?: number | string;
}

export type IconComponent = ComponentType<IconProps>;

const draw = (node: IconNode): ReactNode[] =>
  node.map(([tag, attributes, children]) => createElement(tag, attributes, ...(children ? draw(children) : [])));

/**
 * One Lucide icon as a plain component: the same SVG lucide-react draws (24×24, stroke 2, the classes
 * `lucide lucide-<name>` and one per other name, aria-hidden unless it is given a name), without its
 * two forwardRef layers, its context and the attribute objects it rebuilds on every render, which made
 * icons a tenth of a signed-in page's first render at the 4x slowdown (docs/decisions/0029).
 */
export function icon(module: object): IconComponent {
  const data = (module as IconModule).__iconData;
  if (!data) throw new Error('lucide-react icon module without __iconData');
  const drawing = data.node;
  const names = [data.name, ...(data.aliases ?? [])];
  const baseClass = ['lucide', ...names.map((name) => `lucide-${name}`)].join(' ');
  function Icon({ size = 24, strokeWidth = 2, className, children, ...rest }: IconProps) {
    const named =
      children !== undefined || 'aria-label' in rest || 'aria-labelledby' in rest || 'title' in rest || 'role' in rest;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${baseClass} ${className}` : baseClass,
        'aria-hidden': named ? undefined : 'true',
        ...rest,
      },
      ...draw(drawing),
      children,
    );
  }
  Icon.displayName = data.name;
  return Icon;
}
