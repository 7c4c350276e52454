import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleProviders } from '../ProviderCard/samples';
import { ProviderSlider } from './ProviderSlider';

/** Resolves once swiper runs and the logos in view have loaded. */
async function ready(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('[data-state="enhanced"]')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(root.querySelectorAll('li:not([inert]) img:not([data-loaded])')).toHaveLength(0), {
    timeout: 5000,
  });
}

const meta = {
  title: 'Games/ProviderSlider',
  component: ProviderSlider,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1168 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    providers: sampleProviders(20),
    onSelect: fn(),
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
} satisfies Meta<typeof ProviderSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Next pages a whole view; a logo reports its provider. */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next providers' }));
    const logo = await canvas.findByRole('button', { name: /Sunrise/ });
    await waitFor(() => expect(logo.closest('li')).not.toHaveAttribute('inert'));
    await userEvent.click(logo);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Sunrise' }));
    logo.blur();
    await ready(canvasElement);
  },
};

/** Few providers fit in one view: no buttons. */
export const FewProviders: Story = {
  args: { providers: sampleProviders(5) },
};
