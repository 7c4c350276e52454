import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColourTokens, ShapeTokens, SpacingTokens, TypeTokens } from './TokenTables';

const meta = {
  title: 'Foundations/Tokens',
  component: ColourTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour swatches of a brand in light and dark (one story per brand keeps each sheet on one screen). */
export const ColoursTessera: Story = { name: 'Colours · Tessera', args: { brandIds: ['tessera'] } };
export const ColoursAurum: Story = { name: 'Colours · Aurum', args: { brandIds: ['aurum'] } };
export const ColoursJade: Story = { name: 'Colours · Jade', args: { brandIds: ['jade'] } };

export const Spacing: Story = { render: () => <SpacingTokens /> };

export const Typography: Story = { render: () => <TypeTokens /> };

export const RadiiAndShadows: Story = { render: () => <ShapeTokens /> };
