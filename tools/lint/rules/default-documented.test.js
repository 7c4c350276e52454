// @vitest-environment node
import rule from './default-documented.js';
import { fixture, ruleTester } from './ruleTester.js';

// Type-checked through TypeScript's default project: the code declares what it uses.
const filename = fixture();
const prelude = `declare function forwardRef<T, P>(render: (props: P, ref: { current: T | null }) => unknown): unknown;
interface BaseProps {
  /** Stretches to the container. @default false */
  fullWidth?: boolean;
  /** Number of lines. */
  lines?: number;
}
`;

ruleTester({ typed: true }).run('house/default-documented', rule, {
  valid: [
    {
      name: 'defaults documented on the props interface and on one it extends',
      filename,
      code: `${prelude}
      export interface ButtonProps extends BaseProps {
        /**
         * Visual weight.
         * @default 'primary'
         */
        variant?: 'primary' | 'ghost';
        /** Accessible name while loading. @default "Loading" */
        loadingLabel?: string;
        /** Delay in milliseconds. @default 1_000 */
        delayMs?: number;
        /** Called on press. */
        onPress?: () => void;
      }
      export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
        { variant = 'primary', loadingLabel = 'Loading', delayMs = 1000, fullWidth = false, onPress },
        ref,
      ) {
        return [variant, loadingLabel, delayMs, fullWidth, onPress, ref];
      });`,
    },
    {
      name: 'a default that is not a literal is documented in words',
      filename,
      code: `${prelude}
      const LABELS = { close: 'Close' };
      export interface PanelProps {
        /** Words of the panel. @default LABELS (English) */
        labels?: { close: string };
      }
      export function Panel({ labels = LABELS }: PanelProps) { return labels; }`,
    },
  ],
  invalid: [
    {
      name: 'a default the doc comment does not mention, here and on an inherited prop',
      filename,
      code: `${prelude}
      export interface SkeletonProps extends BaseProps {
        /** Shape of the bone. */
        shape?: 'block' | 'circle';
      }
      export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
        { shape = 'block', lines = 3 },
        ref,
      ) {
        return [shape, lines, ref];
      });`,
      errors: [
        {
          messageId: 'undocumented',
          data: { name: 'Skeleton', prop: 'shape', value: "'block'", type: 'SkeletonProps' },
        },
        { messageId: 'undocumented', data: { name: 'Skeleton', prop: 'lines', value: '3', type: 'SkeletonProps' } },
      ],
    },
    {
      name: 'a documented literal that is not the default in the code',
      filename,
      code: `${prelude}
      export interface ToastProviderProps {
        /** How long a toast stays, in milliseconds. @default 4000 */
        durationMs?: number;
        /** @default 'polite' */
        politeness?: 'polite' | 'assertive';
      }
      export function ToastProvider({ durationMs = 5000, politeness = 'polite' }: ToastProviderProps) {
        return [durationMs, politeness];
      }`,
      errors: [
        {
          messageId: 'mismatch',
          data: { name: 'ToastProvider', prop: 'durationMs', value: '5000', documented: '4000' },
        },
      ],
    },
  ],
});
