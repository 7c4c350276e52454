import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './Tabs';

function Sample(props: Partial<TabsProps> & { disableSecond?: boolean }) {
  const { disableSecond, ...rest } = props;
  return (
    <Tabs defaultValue="slots" {...rest}>
      <TabsList aria-label="Game types">
        <TabsTrigger value="slots">Slots</TabsTrigger>
        <TabsTrigger value="live" disabled={disableSecond}>
          Live casino
        </TabsTrigger>
        <TabsTrigger value="fish">Fishing</TabsTrigger>
      </TabsList>
      <TabsContent value="slots">Slot games</TabsContent>
      <TabsContent value="live">Live games</TabsContent>
      <TabsContent value="fish">Fishing games</TabsContent>
    </Tabs>
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('Tabs', () => {
  it('wires tabs to their panels and shows only the selected panel', () => {
    renderWithTheme(<Sample />);
    expect(screen.getByRole('tablist', { name: 'Game types' })).toBeInTheDocument();
    const slots = screen.getByRole('tab', { name: 'Slots' });
    expect(slots).toHaveAttribute('aria-selected', 'true');
    expect(slots).toHaveAttribute('data-state', 'active');
    const panel = screen.getByRole('tabpanel', { name: 'Slots' });
    expect(panel).toHaveTextContent('Slot games');
    expect(screen.queryByText('Live games')).toBeNull();
  });

  it('selects a tab on click and reports the value', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Sample onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Fishing' }));
    expect(onValueChange).toHaveBeenCalledWith('fish');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fishing games');
  });

  it('moves with ArrowRight/ArrowLeft in left-to-right, wrapping at the ends', async () => {
    renderWithTheme(<Sample />);
    screen.getByRole('tab', { name: 'Slots' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Fishing' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
  });

  it('reverses the arrow keys in right-to-left when given dir', async () => {
    renderWithTheme(<Sample dir="rtl" />);
    screen.getByRole('tab', { name: 'Slots' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
  });

  it('follows the document direction when no dir is given, also when it changes later', async () => {
    document.documentElement.dir = 'rtl';
    const { container } = renderWithTheme(<Sample />);
    const root = container.querySelector('[data-orientation="horizontal"]');
    expect(root).toHaveAttribute('dir', 'rtl');
    screen.getByRole('tab', { name: 'Slots' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveFocus();

    act(() => {
      document.documentElement.dir = 'ltr';
    });
    await waitFor(() => expect(root).toHaveAttribute('dir', 'ltr'));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fishing' })).toHaveFocus();
  });

  it('skips a disabled tab', async () => {
    renderWithTheme(<Sample disableSecond />);
    const live = screen.getByRole('tab', { name: 'Live casino' });
    expect(live).toBeDisabled();
    screen.getByRole('tab', { name: 'Slots' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fishing' })).toHaveFocus();
  });

  it('in manual mode moves focus with arrows but selects only on Enter', async () => {
    renderWithTheme(<Sample activationMode="manual" />);
    screen.getByRole('tab', { name: 'Slots' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const live = screen.getByRole('tab', { name: 'Live casino' });
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(live).toHaveAttribute('aria-selected', 'true');
  });

  it('Tab moves from the selected tab into its panel', async () => {
    renderWithTheme(<Sample />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('works controlled', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Sample value="live" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Fishing' }));
    expect(onValueChange).toHaveBeenCalledWith('fish');
    // The caller has not changed the value, so the selection stays.
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a force-mounted panel in the page, hidden, while another tab is selected', async () => {
    renderWithTheme(
      <Tabs defaultValue="a">
        <TabsList aria-label="Lists">
          <TabsTrigger value="a">All</TabsTrigger>
          <TabsTrigger value="b">Hot</TabsTrigger>
        </TabsList>
        <TabsContent value="a" forceMount>
          <input aria-label="Kept" />
        </TabsContent>
        <TabsContent value="b">Hot games</TabsContent>
      </Tabs>,
    );
    await userEvent.type(screen.getByLabelText('Kept'), 'dragon');
    await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(screen.getByRole('tabpanel', { name: 'Hot' })).toHaveTextContent('Hot games');
    const kept = screen.getByLabelText('Kept');
    expect(kept.closest('[role="tabpanel"]')).toHaveAttribute('hidden');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('tabpanel', { name: 'All' })).not.toHaveAttribute('hidden');
    expect(screen.getByLabelText('Kept')).toHaveValue('dragon');
  });

  it('ties each tab to its own panel when two sets share a page', () => {
    renderWithTheme(
      <>
        <Sample />
        <Sample />
      </>,
    );
    const tabs = screen.getAllByRole('tab', { name: 'Slots' });
    const panels = screen.getAllByRole('tabpanel', { name: 'Slots' });
    expect(new Set(tabs.map((tab) => tab.getAttribute('aria-controls'))).size).toBe(2);
    tabs.forEach((tab, i) => expect(tab.getAttribute('aria-controls')).toBe(panels[i]!.id));
  });

  it('renders a trigger icon hidden from assistive technology and forwards refs', () => {
    const root = createRef<HTMLDivElement>();
    const trigger = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Tabs ref={root} defaultValue="a" data-testid="tabs">
        <TabsList>
          <TabsTrigger ref={trigger} value="a" icon={<svg data-testid="icon" />}>
            Hot
          </TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(root.current).toBe(screen.getByTestId('tabs'));
    expect(trigger.current).toBe(screen.getByRole('tab', { name: 'Hot' }));
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
