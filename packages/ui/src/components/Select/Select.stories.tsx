import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIELD_SIZES } from '../TextField/TextField.types';
import { Select } from './Select';

const banks = [
  { value: 'bdo', label: 'BDO Unibank' },
  { value: 'bpi', label: 'Bank of the Philippine Islands' },
  { value: 'metrobank', label: 'Metrobank' },
  { value: 'gcash', label: 'GCash (unavailable)', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Bank', name: 'bank', options: banks, onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: FIELD_SIZES },
    error: { control: 'text' },
    hint: { control: 'text' },
    placeholder: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { placeholder: 'Choose a bank' } };

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a bank', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Bank');
    await expect(select).toHaveDisplayValue('Choose a bank');
    await expect(select).toBeRequired();
  },
};

export const Selected: Story = {
  args: { placeholder: 'Choose a bank', defaultValue: 'bpi' },
};

export const Choosing: Story = {
  args: { placeholder: 'Choose a bank' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Bank');
    await userEvent.selectOptions(select, 'metrobank');
    await expect(select).toHaveValue('metrobank');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { placeholder: 'Choose a bank', hint: 'Withdrawals are paid to this bank.' },
};

export const WithError: Story = {
  args: { placeholder: 'Choose a bank', required: true, error: 'Input cannot be empty' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Bank');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Input cannot be empty');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'bdo', disabled: true },
};

export const WithGroups: Story = {
  args: { label: 'Language', name: 'language', options: undefined, defaultValue: 'en' },
  render: (args) => (
    <Select {...args}>
      <optgroup label="Popular">
        <option value="en">English</option>
        <option value="vi">Tiếng Việt</option>
        <option value="th">ไทย</option>
      </optgroup>
      <optgroup label="More">
        <option value="ja">日本語</option>
        <option value="tl">Tagalog</option>
      </optgroup>
    </Select>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {FIELD_SIZES.map((size) => (
        <Select key={size} {...args} size={size} label={`Size ${size}`} name={size} defaultValue="bdo" />
      ))}
    </div>
  ),
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    label: 'البنك',
    placeholder: 'اختر البنك',
    options: [
      { value: 'rajhi', label: 'مصرف الراجحي' },
      { value: 'ahli', label: 'البنك الأهلي' },
    ],
    hint: 'يتم دفع السحوبات إلى هذا البنك.',
  },
};
