// @vitest-environment node
import rule from './component-forwards-ref.js';
import { fixture, ruleTester } from './ruleTester.js';

const filename = fixture();

ruleTester().run('house/component-forwards-ref', rule, {
  valid: [
    {
      name: 'forwardRef with a named render function that passes the ref on',
      filename,
      code: `export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
        return <button ref={ref} {...props} />;
      });`,
    },
    {
      name: 'React.forwardRef inside memo, exported by a specifier',
      filename,
      code: `const Card = memo(React.forwardRef<HTMLDivElement, CardProps>(function Card({ id }, ref) {
        return <div ref={ref} id={id} />;
      }));
      export { Card };`,
    },
    { name: 'a fixed icon takes no props', filename, code: 'export const ChevronIcon = () => <svg />;' },
    {
      name: 'components that are not exported, hooks, constants and styled parts',
      filename,
      code: `function Row({ item }: RowProps) { return <li>{item}</li>; }
      export function useThing(options: Options) { return options; }
      export const SIZES = ['sm'] as const;
      export const Root = styled.div\`\`;
      export const Close = Dialog.Close;`,
    },
  ],
  invalid: [
    {
      name: 'a function component',
      filename,
      code: 'export function Badge({ count }: BadgeProps) { return <span>{count}</span>; }',
      errors: [{ messageId: 'notForwarded', data: { name: 'Badge' }, line: 1, column: 17 }],
    },
    {
      name: 'an arrow component, and one exported by a specifier',
      filename,
      code: `export const Tag = (props: TagProps) => <span {...props} />;
      const Chip = memo(function Chip(props: ChipProps) { return <span {...props} />; });
      export { Chip };`,
      errors: [
        { messageId: 'notForwarded', data: { name: 'Tag' }, line: 1 },
        { messageId: 'notForwarded', data: { name: 'Chip' }, line: 2 },
      ],
    },
    {
      name: 'a ref taken but not passed on',
      filename,
      code: `export const Box = forwardRef<HTMLDivElement, BoxProps>(function Box(props, ref) {
        return <div {...props} />;
      });`,
      errors: [{ messageId: 'refUnused', line: 1, column: 77 }],
    },
    {
      name: 'no ref parameter at all',
      filename,
      code: `export const Box = forwardRef<HTMLDivElement, BoxProps>(function Box(props) {
        return <div {...props} />;
      });`,
      errors: [{ messageId: 'refUnused' }],
    },
    {
      name: 'an anonymous render function',
      filename,
      code: `export const Box = forwardRef<HTMLDivElement, BoxProps>((props, ref) => <div ref={ref} {...props} />);`,
      errors: [{ messageId: 'anonymous', data: { name: 'Box' } }],
    },
  ],
});
