import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { StatusScreen } from './StatusScreen';

describe('StatusScreen', () => {
  it('is the page main landmark, with one level-1 heading naming its card', () => {
    renderWithTheme(
      <StatusScreen icon={<svg />} title="Under maintenance">
        <p>Back soon.</p>
      </StatusScreen>,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Under maintenance' })).toHaveTextContent('Back soon.');
  });

  it('announces a failure as an alert named by its title', () => {
    renderWithTheme(<StatusScreen role="alert" icon={<svg />} title="Network abnormal" />);
    expect(screen.getByRole('alert')).toHaveAccessibleName('Network abnormal');
  });

  it('gives every screen its own title id', () => {
    renderWithTheme(
      <>
        <StatusScreen role="status" icon={<svg />} title="First" />
        <StatusScreen role="alert" icon={<svg />} title="Second" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveAccessibleName('First');
    expect(screen.getByRole('alert')).toHaveAccessibleName('Second');
  });

  it('hides the icon from assistive technology and keeps the actions operable', async () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <StatusScreen
        icon={<svg data-testid="icon" />}
        title="Oops"
        actions={<Button onClick={onRetry}>Retry</Button>}
      />,
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('leaves out the actions row without actions, forwards its ref and passes native props', () => {
    const ref = createRef<HTMLElement>();
    const { container } = renderWithTheme(<StatusScreen ref={ref} id="status" icon={<svg />} title="Blocked" />);
    expect(container.querySelector('[data-part="actions"]')).toBeNull();
    expect(ref.current).toBe(screen.getByRole('main'));
    expect(ref.current).toHaveAttribute('id', 'status');
  });
});
