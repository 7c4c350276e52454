// @vitest-environment node
import rule from './props-exported.js';
import { fixture, ruleTester } from './ruleTester.js';

const filename = fixture();
const index = fixture('index.ts');

ruleTester().run('house/props-exported', rule, {
  valid: [
    {
      name: 'an exported XProps interface, through forwardRef',
      filename,
      code: `export interface ButtonProps { size?: 'sm' | 'md' }
      export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
        return <button ref={ref} {...props} />;
      });`,
    },
    {
      name: 'a props type imported from the types module, on a plain function',
      filename,
      code: `import type { MenuProps } from './Menu.types';
      export function Menu({ items }: MenuProps) { return <ul>{items}</ul>; }`,
    },
    {
      name: 'a type alias exported by a specifier',
      filename,
      code: `type ChipProps = { label: string };
      export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(props, ref) { return <span ref={ref} />; });
      export type { ChipProps };`,
    },
    {
      name: 'an index re-exporting components with their props',
      filename: index,
      code: `export { Tabs, TabsList, type TabsProps, type TabsListProps } from './Tabs';
      export { TABS_SIZES, useTabs } from './Tabs.types';
      export { Card } from './Card';
      export type { CardProps } from './Card.types';`,
    },
    {
      name: 'another module passing on a styled part',
      filename: fixture('Marquee.styles.ts'),
      code: `export { MotionToggle as Toggle } from '../../utils/MotionToggle.styles';`,
    },
    { name: 'a fixed icon takes no props', filename, code: 'export const StarIcon = () => <svg />;' },
  ],
  invalid: [
    {
      name: 'props not exported',
      filename,
      code: `interface BadgeProps { count: number }
      export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(props, ref) { return <span ref={ref} />; });`,
      errors: [{ messageId: 'notExported', data: { name: 'Badge' }, line: 1, column: 11 }],
    },
    {
      name: 'props typed inline or under another name',
      filename,
      code: `export function Icon({ tone }: { tone: string }) { return <svg data-tone={tone} />; }
      export const Pill = forwardRef<HTMLSpanElement, PillOptions>(function Pill(props, ref) { return <span ref={ref} />; });`,
      errors: [
        { messageId: 'misnamed', data: { name: 'Icon', found: '{ tone: string }' }, line: 1 },
        { messageId: 'misnamed', data: { name: 'Pill', found: 'PillOptions' }, line: 2 },
      ],
    },
    {
      name: 'props without a type',
      filename,
      code: `export const Box = forwardRef(function Box(props, ref) { return <div ref={ref} />; });`,
      errors: [{ messageId: 'untyped', data: { name: 'Box' } }],
    },
    {
      name: 'an index re-exporting a component without its props',
      filename: index,
      code: `export { Select, SelectOption, type SelectOptionProps } from './Select';`,
      errors: [{ messageId: 'notReexported', data: { name: 'Select' }, line: 1, column: 10 }],
    },
  ],
});
