import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { FieldError } from './FieldError';

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = renderWithTheme(
      <>
        <FieldError id="a" />
        <FieldError id="b">{''}</FieldError>
      </>,
    );
    expect(container.querySelector('#a, #b')).toBeNull();
  });

  it('renders the message with its id, as a polite live region, not an alert', () => {
    renderWithTheme(<FieldError id="mobile-error">Enter a valid phone number</FieldError>);
    const message = screen.getByText('Enter a valid phone number').closest('p');
    expect(message).toHaveAttribute('id', 'mobile-error');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can leave announcing to a container', () => {
    renderWithTheme(<FieldError live={false}>Invalid invitation code</FieldError>);
    expect(screen.getByText('Invalid invitation code').closest('p')).not.toHaveAttribute('aria-live');
  });

  it('describes the control that points at it', () => {
    renderWithTheme(
      <>
        <input aria-label="Code" aria-describedby="code-error" aria-invalid="true" />
        <FieldError id="code-error">Enter a valid verification code</FieldError>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Enter a valid verification code',
    );
  });
});
