import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'slots', label: 'Slots' },
  { value: 'live', label: 'Live casino' },
  { value: 'sports', label: 'Sports' },
  { value: 'fish', label: 'Fishing' },
  { value: 'lottery', label: 'Lottery' },
  { value: 'esports', label: 'Esports' },
  { value: 'pvp', label: 'Card games' },
  { value: 'cockfight', label: 'Cockfight' },
];

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
);

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'all', activationMode: 'automatic', onValueChange: fn() },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
    dir: { control: 'inline-radio', options: [undefined, 'ltr', 'rtl'] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Promotion categories">
        {CATEGORIES.slice(0, 5).map((c) => (
          <TabsTrigger key={c.value} value={c.value}>
            {c.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CATEGORIES.slice(0, 5).map((c) => (
        <TabsContent key={c.value} value={c.value}>
          {c.label} promotions: deposit bonuses, cashback and weekly tournaments.
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SecondSelected: Story = {
  args: { defaultValue: 'slots' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Slots' })).toHaveTextContent('Slots promotions');
  },
};

export const WithIcons: Story = {
  args: { defaultValue: 'record' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Records">
        <TabsTrigger value="record" icon={icon('M4 6h16M4 12h16M4 18h10')}>
          Betting record
        </TabsTrigger>
        <TabsTrigger value="account" icon={icon('M3 7h18v12H3zM3 11h18M7 15h3')}>
          Account record
        </TabsTrigger>
        <TabsTrigger value="loss" icon={icon('M4 19V5M4 19h16M8 15l4-4 3 3 5-6')}>
          Personal loss
        </TabsTrigger>
      </TabsList>
      <TabsContent value="record">Bets placed in the last 7 days.</TabsContent>
      <TabsContent value="account">Deposits, withdrawals and transfers.</TabsContent>
      <TabsContent value="loss">Profit and loss by game type.</TabsContent>
    </Tabs>
  ),
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Wallet">
        <TabsTrigger value="all">Deposit</TabsTrigger>
        <TabsTrigger value="withdraw" disabled>
          Withdraw
        </TabsTrigger>
        <TabsTrigger value="transfer">Transfer</TabsTrigger>
      </TabsList>
      <TabsContent value="all">Choose a payment method.</TabsContent>
      <TabsContent value="transfer">Move funds between wallets.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Deposit' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Transfer' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** On a phone the tabs keep their size and the list scrolls sideways. */
export const ScrollingOnPhones: Story = {
  args: { defaultValue: 'all' },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Tabs {...args}>
        <TabsList aria-label="Promotion categories">
          {CATEGORIES.map((c) => (
            <TabsTrigger key={c.value} value={c.value}>
              {c.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {CATEGORIES.map((c) => (
          <TabsContent key={c.value} value={c.value}>
            {c.label} promotions.
          </TabsContent>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(getComputedStyle(list).flexWrap).toBe('nowrap');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const live = canvas.getByRole('tab', { name: 'Live casino' });
    await expect(live).toHaveFocus();
    await expect(live).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('live');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Fishing' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Fishing' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const slots = canvas.getByRole('tab', { name: 'Slots' });
    await expect(slots).toHaveFocus();
    await expect(slots).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(slots).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('slots');
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="فئات العروض">
        <TabsTrigger value="all">الكل</TabsTrigger>
        <TabsTrigger value="slots">السلوتس</TabsTrigger>
        <TabsTrigger value="live">الكازينو المباشر</TabsTrigger>
        <TabsTrigger value="sports">الرياضة</TabsTrigger>
      </TabsList>
      <TabsContent value="all">جميع العروض الترويجية.</TabsContent>
      <TabsContent value="slots">عروض السلوتس.</TabsContent>
      <TabsContent value="live">عروض الكازينو المباشر.</TabsContent>
      <TabsContent value="sports">عروض الرياضة.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'الكل' });
    const second = canvas.getByRole('tab', { name: 'السلوتس' });
    // The first tab sits at the inline start: the right edge.
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    // ArrowLeft moves forward in a right-to-left list.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('slots');
  },
};
