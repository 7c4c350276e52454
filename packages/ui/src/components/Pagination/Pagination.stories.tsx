import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds the page in state, as a page of results would, and reports every change. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  useEffect(() => setPage(props.page), [props.page]);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, pageRange: 3, marginPages: 1, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    pageRange: { control: { type: 'number', min: 1 } },
    marginPages: { control: { type: 'number', min: 1 } },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const MiddlePage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    await expect(labels).toEqual(['', '1', '4', '5', '6', '20', '']);
    await expect(within(nav).getAllByText('…')).toHaveLength(2);
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement, args }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
};

export const ManyPages: Story = {
  args: { page: 500, pageCount: 1000 },
};

export const WiderWindow: Story = {
  args: { page: 10, pageCount: 40, pageRange: 5, marginPages: 2 },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const ChoosingAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    const current = canvas.getByRole('button', { name: 'Page 6, current page' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveFocus();
    // The current page never calls back.
    await userEvent.click(current);
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardNavigation: Story = {
  args: { page: 19 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    label: 'ترقيم الصفحات',
    previousLabel: 'الصفحة السابقة',
    nextLabel: 'الصفحة التالية',
    pageLabel: (page: number) => `الصفحة ${page}`,
    currentPageLabel: (page: number) => `الصفحة ${page}، الحالية`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'الصفحة السابقة' });
    const next = canvas.getByRole('button', { name: 'الصفحة التالية' });
    // Previous sits at the inline start: on the right in a right-to-left page.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
  },
};
