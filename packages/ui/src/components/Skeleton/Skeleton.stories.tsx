import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonText } from './Skeleton';
import { SKELETON_SHAPES } from './Skeleton.types';

const panel: CSSProperties = {
  padding: 16,
  borderRadius: 'var(--ts-radius-lg)',
  border: '1px solid var(--ts-color-border-default)',
  background: 'var(--ts-color-bg-surface)',
};

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'block', width: 240, height: 120, animated: true },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shapes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Skeleton animated={args.animated} shape="block" width={160} height={96} />
      <Skeleton animated={args.animated} shape="circle" width={56} />
      <div style={{ width: 200 }}>
        <Skeleton animated={args.animated} shape="text" width="80%" />
        <Skeleton animated={args.animated} shape="text" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]')!;
    const box = circle.getBoundingClientRect();
    await expect(box.width).toBe(56);
    await expect(box.height).toBe(56);
    await expect(circle).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Text: Story = {
  render: () => (
    <div style={{ width: 360, fontSize: 16 }}>
      <SkeletonText lines={4} />
    </div>
  ),
};

/** A lobby row of game tiles while the provider list loads. */
export const GameTiles: Story = {
  render: (args) => (
    <section
      aria-label="Slots"
      aria-busy="true"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 150px)', gap: 16 }}
    >
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} style={{ ...panel, padding: 8 }}>
          <Skeleton animated={args.animated} height={112} />
          <div style={{ marginBlockStart: 8, fontSize: 14 }}>
            <SkeletonText animated={args.animated} lines={2} lastLineWidth="45%" />
          </div>
        </div>
      ))}
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Slots' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // The placeholders add nothing to the accessibility tree.
    await expect(region.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
    await expect(within(region).queryAllByRole('img')).toHaveLength(0);
  },
};

/** The header's member block: avatar, nickname and balance. */
export const MemberSummary: Story = {
  render: (args) => (
    <div style={{ ...panel, display: 'flex', gap: 12, alignItems: 'center', width: 300 }}>
      <Skeleton animated={args.animated} shape="circle" width={48} />
      <div style={{ flex: 1 }}>
        <Skeleton animated={args.animated} shape="text" width="55%" />
        <Skeleton animated={args.animated} shape="text" width="35%" />
      </div>
      <Skeleton animated={args.animated} width={72} height={32} />
    </div>
  ),
};

export const Static: Story = {
  args: { animated: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape]')).not.toHaveAttribute('data-animated');
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <div style={{ width: 360 }}>
      <SkeletonText lines={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll<HTMLElement>('[data-shape="text"]');
    const last = lines[lines.length - 1]!.getBoundingClientRect();
    const first = lines[0]!.getBoundingClientRect();
    // The short last line ends where reading starts: on the right.
    await expect(Math.round(last.right)).toBe(Math.round(first.right));
    await expect(last.width).toBeLessThan(first.width);
  },
};
