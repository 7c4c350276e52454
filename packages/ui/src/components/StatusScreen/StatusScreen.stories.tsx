import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { isRightOf } from '../../test/rtl';
import { StatusScreen } from './StatusScreen';

/**
 * A whole-page message in place of the site. The app passes its words; the screen brings the
 * page's `<main>`, the card and its one `<h1>`:
 *
 * ```tsx
 * <StatusScreen icon={<Icon name="wrench" size="2xl" />} title="Under maintenance" actions={<Button>…</Button>}>
 *   <p>We will be back shortly.</p>
 * </StatusScreen>
 * ```
 */
const retry = fn();

const meta = {
  title: 'Feedback/StatusScreen',
  component: StatusScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    icon: <Icon name="wrench" size="2xl" />,
    title: 'Under maintenance',
    children: <p>The site is being improved. Please come back in a little while.</p>,
    actions: (
      <Button variant="secondary" onClick={fn()}>
        Customer service
      </Button>
    ),
  },
  argTypes: {
    icon: { control: false },
    children: { control: false },
    actions: { control: false },
    role: { control: 'inline-radio', options: [undefined, 'status', 'alert'] },
  },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Maintenance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Under maintenance' });
    await expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent('Under maintenance');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Customer service' })).toHaveFocus();
  },
};

/** A visitor from a region the site does not serve: their address, then why. */
export const RegionBlocked: Story = {
  args: {
    icon: <Icon name="globeOff" size="2xl" />,
    title: 'Not available in your region',
    children: (
      <>
        <p>Your IP: 203.0.113.24</p>
        <p>This site cannot be used from your current location. Contact customer service if you think this is wrong.</p>
      </>
    ),
  },
};

/** A failure is announced at once (`role="alert"`) and offers a retry. */
export const Unreachable: Story = {
  args: {
    role: 'alert',
    icon: <Icon name="plug" size="2xl" />,
    title: 'Network abnormal',
    children: <p>The page took too long to load. Check your connection and try again.</p>,
    actions: <Button onClick={retry}>Retry</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveAccessibleName('Network abnormal');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** Several actions wrap and stay centred; in right to left the first leads on the right. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    title: 'الموقع قيد الصيانة',
    children: <p>نعمل على تحسين الموقع. يرجى العودة بعد قليل.</p>,
    actions: (
      <>
        <Button>إعادة المحاولة</Button>
        <Button variant="secondary">خدمة العملاء</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      isRightOf(
        canvas.getByRole('button', { name: 'إعادة المحاولة' }),
        canvas.getByRole('button', { name: 'خدمة العملاء' }),
      ),
    ).toBe(true);
  },
};
