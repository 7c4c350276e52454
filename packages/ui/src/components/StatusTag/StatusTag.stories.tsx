import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from './StatusTag';
import { STATUS_TAG_TONES } from './StatusTag.types';

/**
 * The state of a record in a pill: a withdrawal's progress, a message's reply. The text names the
 * state; the tone only backs it up, so a member who does not see colour loses nothing.
 */
const meta = {
  title: 'Data display/StatusTag',
  component: StatusTag,
  args: { tone: 'neutral', children: 'Pending review' },
  argTypes: { tone: { control: 'inline-radio', options: STATUS_TAG_TONES } },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const LABELS = {
  neutral: 'Pending review',
  success: 'Completed',
  danger: 'Rejected',
  info: 'Paid',
  warning: 'Awaiting confirmation',
} as const;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {STATUS_TAG_TONES.map((tone) => (
        <StatusTag key={tone} tone={tone}>
          {LABELS[tone]}
        </StatusTag>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backgrounds = STATUS_TAG_TONES.map(
      (tone) => getComputedStyle(canvas.getByText(LABELS[tone])).backgroundColor,
    );
    // Every tone paints a background of its own, and none is transparent.
    await expect(new Set(backgrounds).size).toBe(STATUS_TAG_TONES.length);
    await expect(backgrounds).not.toContain('rgba(0, 0, 0, 0)');
  },
};
