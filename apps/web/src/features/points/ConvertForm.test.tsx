import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConvertPointPayload, ConvertPointResult } from '@tessera/api';
import { ApiError, POINTS_CODES } from '@tessera/api';
import { renderContent } from '../../test/renderContent';
import { memberLoaded } from '../session/slice';
import { memberInfo } from '../../test/fixtures';
import { PointMall } from './PointMall';

/** A platform with 1,500 points at 100 points = 1.00; `convert` answers as the test says and the balance follows. */
function platform(convert: (p: ConvertPointPayload, call: number) => Promise<void>) {
  let points = 1_500;
  let calls = 0;
  return {
    points: {
      getRewards: vi.fn(async () => []),
      getConfig: vi.fn(async () => ({ ratio: 100, currency: 'USD' })),
      getBalance: vi.fn(async () => ({ points })),
      getRecords: vi.fn(async () => ({ content: [], totalPages: 0, totalElements: 0 })),
      getRedeemHistory: vi.fn(async () => ({ content: [], totalPages: 0, totalElements: 0 })),
      convert: vi.fn(async (p: ConvertPointPayload): Promise<ConvertPointResult> => {
        calls += 1;
        await convert(p, calls);
        points -= p.points;
        return { points: p.points, amount: p.points, pointsBalance: points, mainBalance: 100_000 + p.points };
      }),
    },
    member: { getBalance: vi.fn(async () => ({ sumBalance: 0, currency: 'USD' })) },
  };
}

const signedIn = {
  prepare: (store: { dispatch: (a: unknown) => unknown }) =>
    void store.dispatch(memberLoaded({ member: memberInfo() })),
};

async function openMall(p: ReturnType<typeof platform>) {
  const user = userEvent.setup();
  await renderContent(<PointMall />, { path: '/pointMall', platform: p, ...signedIn });
  await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('1,500'));
  const form = await screen.findByRole('form', { name: 'Convert to main wallet' });
  return {
    user,
    form,
    pointsField: () => within(form).getByRole('textbox', { name: /Points to convert/ }),
    passwordField: () => within(form).getByLabelText(/Withdraw password/),
    submit: () => within(form).getByRole('button', { name: /^Convert/ }),
  };
}

describe('point mall: converting points to the main wallet', { timeout: 45_000 }, () => {
  it('sends the points, a key and the password, takes no second press in flight, then shows the conversion and the points left', async () => {
    let answer!: () => void;
    const p = platform(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user, form, pointsField, passwordField, submit } = await openMall(p);

    await user.type(pointsField(), '500');
    expect(within(form).getByText('Worth $5.00')).toBeInTheDocument();
    await user.type(passwordField(), 'Secret123');
    await user.click(submit());

    await waitFor(() => expect(p.points.convert).toHaveBeenCalledTimes(1));
    expect(p.points.convert.mock.calls[0]![0]).toEqual({
      points: 500,
      withdrawPassword: 'Secret123',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    await user.click(submit());
    expect(p.points.convert).toHaveBeenCalledTimes(1);

    answer();
    expect(await within(form).findByText('500 points converted: $5.00 added to your main wallet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent(/^1,000$/));
    expect(pointsField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
    expect(submit()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('clears only the password when it is wrong, reuses the key on every retry until it succeeds, then the next conversion gets a new key', async () => {
    const p = platform(async (_payload, call) => {
      if (call === 1)
        throw new ApiError({
          kind: 'business',
          code: POINTS_CODES.passwordIncorrect,
          message: 'The login password is incorrect',
        });
      if (call === 2) throw new ApiError({ kind: 'timeout', code: 'TIMEOUT', message: 'too slow' });
    });
    const { user, form, pointsField, passwordField, submit } = await openMall(p);

    await user.type(pointsField(), '500');
    await user.type(passwordField(), 'Wrong999');
    await user.click(submit());
    expect(await within(form).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(pointsField()).toHaveValue('500');
    expect(passwordField()).toHaveValue('');
    expect(within(form).queryByText('Input cannot be empty.')).not.toBeInTheDocument();

    await user.type(passwordField(), 'Secret123');
    await user.click(submit());
    expect(await within(form).findByText('The page took too long to load. Please try again.')).toBeInTheDocument();
    expect(pointsField()).toHaveValue('500');
    expect(passwordField()).toHaveValue('Secret123');

    await user.click(submit());
    expect(await within(form).findByText('500 points converted: $5.00 added to your main wallet.')).toBeInTheDocument();
    const keys = p.points.convert.mock.calls.map(([payload]) => payload.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(p.points.convert.mock.calls.map(([payload]) => payload.withdrawPassword)).toEqual([
      'Wrong999',
      'Secret123',
      'Secret123',
    ]);
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent(/^1,000$/));

    await user.type(pointsField(), '500');
    await user.type(passwordField(), 'Secret123');
    await user.click(submit());
    await waitFor(() => expect(p.points.convert).toHaveBeenCalledTimes(4));
    expect(p.points.convert.mock.calls[3]![0]).toMatchObject({ points: 500, withdrawPassword: 'Secret123' });
    expect(p.points.convert.mock.calls[3]![0].idempotencyKey).not.toBe(keys[0]);
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent(/^500$/));
  });
});
