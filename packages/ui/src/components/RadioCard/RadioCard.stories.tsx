import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon';
import { isRightOf } from '../../test/rtl';
import { RadioCard, RadioCardGroup } from './RadioCard';

const CHANNELS = [
  { value: 'QR_BANKING', title: 'QR banking', description: '10.00 – 20,000.00', icon: 'game' },
  { value: 'BANK_TRANSFER', title: 'Bank transfer', description: '100.00 – 500,000.00', icon: 'provider' },
  { value: 'E_WALLET', title: 'E-wallet', description: '50.00 – 10,000.00', icon: 'globe' },
] as const;

/**
 * A choice of one among a few cards, built on Radix RadioGroup:
 *
 * ```tsx
 * <RadioCardGroup label="Deposit channel" value={code} onValueChange={setCode}>
 *   <RadioCard value="QR_BANKING" title="QR banking" description="10.00 – 20,000.00" media={<img … alt="" />} />
 * </RadioCardGroup>
 * ```
 *
 * Tab reaches the chosen card, arrow keys move and choose (following the writing direction), and
 * each card reads out its title and description.
 */
const meta = {
  title: 'Forms/RadioCard',
  component: RadioCardGroup,
  args: { label: 'Deposit channel', defaultValue: 'QR_BANKING', disabled: false, onValueChange: fn() },
  argTypes: {
    children: { control: false },
    minCardWidth: { control: 'text' },
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <RadioCardGroup {...args}>
        {CHANNELS.map((c) => (
          <RadioCard
            key={c.value}
            value={c.value}
            title={c.title}
            description={c.description}
            media={<Icon name={c.icon} size="xl" />}
          />
        ))}
      </RadioCardGroup>
    </div>
  ),
} satisfies Meta<typeof RadioCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard: Tab lands on the chosen card; the arrows move the choice along. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Deposit channel' });
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: /QR banking/ })).toHaveFocus();
    const bank = within(group).getByRole('radio', { name: /Bank transfer.*100\.00/ });
    // Held down as a person presses it: the card that takes focus is chosen.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(bank).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(bank).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('BANK_TRANSFER');
  },
};

/** Titles alone: a short choice of ways (to verify a login, say). */
export const TitlesOnly: Story = {
  args: { label: 'Verify with', defaultValue: 'code', minCardWidth: '9rem' },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <RadioCardGroup {...args}>
        <RadioCard value="code" title="A code sent to you" />
        <RadioCard value="authenticator" title="Authenticator app" />
        <RadioCard value="bank" title="Bank account name" />
      </RadioCardGroup>
    </div>
  ),
};

/** One card out of reach: it is skipped by the arrows and cannot be chosen. */
export const DisabledCard: Story = {
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <RadioCardGroup {...args}>
        <RadioCard value="QR_BANKING" title="QR banking" description="10.00 – 20,000.00" />
        <RadioCard value="BANK_TRANSFER" title="Bank transfer" description="Under maintenance" disabled />
        <RadioCard value="E_WALLET" title="E-wallet" description="50.00 – 10,000.00" />
      </RadioCardGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /E-wallet/ })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /E-wallet/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Bank transfer/ })).toBeDisabled();
  },
};

/** The whole group while a deposit is sent. */
export const Disabled: Story = { args: { disabled: true } };

/** Narrow: the cards stack one to a line, and long names wrap. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <RadioCardGroup {...args}>
        <RadioCard value="QR_BANKING" title="QR banking through your bank's own app" description="10.00 – 20,000.00" />
        <RadioCard value="BANK_TRANSFER" title="Bank transfer" description="100.00 – 500,000.00" />
      </RadioCardGroup>
    </div>
  ),
};

/** Controlled by the page. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState('E_WALLET');
    return (
      <div style={{ maxWidth: 640 }}>
        <RadioCardGroup {...args} defaultValue={undefined} value={value} onValueChange={setValue}>
          {CHANNELS.map((c) => (
            <RadioCard key={c.value} value={c.value} title={c.title} description={c.description} />
          ))}
        </RadioCardGroup>
        <p>Chosen: {value}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /QR banking/ }));
    await expect(canvas.getByText('Chosen: QR_BANKING')).toBeVisible();
  },
};

/** Right to left: the first card sits on the right and ArrowLeft moves to the next. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'قناة الإيداع' },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <RadioCardGroup {...args}>
        <RadioCard
          value="QR_BANKING"
          title="خدمة QR المصرفية"
          description="10.00 – 20,000.00"
          media={<Icon name="game" size="xl" />}
        />
        <RadioCard
          value="BANK_TRANSFER"
          title="تحويل بنكي"
          description="100.00 – 500,000.00"
          media={<Icon name="provider" size="xl" />}
        />
      </RadioCardGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: /QR/ });
    const second = canvas.getByRole('radio', { name: /تحويل/ });
    await expect(isRightOf(first, second)).toBe(true);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(second).toBeChecked();
  },
};
