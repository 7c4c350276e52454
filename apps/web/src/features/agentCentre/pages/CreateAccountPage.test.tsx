import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, IDENTITY_CODES, NOT_AN_AGENT } from '@tessera/api';
import type { AgentDownlines, CreatedDownline, CreateDownlinePayload, RegisterSettings } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import { agentApi } from '../agentApi';
import CreateAccountPage from './CreateAccountPage';

const settings: RegisterSettings = {
  usernameRules: [
    { field: 'username', required: true, patternId: '1', acceptedPattern: '*', minLength: 6, maxLength: 16 },
    { field: 'password', required: true, patternId: '5', acceptedPattern: '*', minLength: 6, maxLength: 20 },
    { field: 'confirmPassword', required: true, patternId: '5', acceptedPattern: '*', minLength: 6, maxLength: 20 },
    { field: 'email', required: true, patternId: '3', acceptedPattern: '*', minLength: 6, maxLength: 64 },
    { field: 'nickname', required: true, patternId: '9', acceptedPattern: '*', minLength: 2, maxLength: 16 },
  ],
  mobileRules: [],
  countries: [],
  minimumAge: 18,
  termsUrl: '/static/terms.html',
};

const made = (account: string, nickname = account): CreatedDownline => ({
  memberId: 77,
  account,
  nickname,
  registeredAt: '2024-06-12T23:30:05.000Z',
});
const team: AgentDownlines = { content: [], totalPages: 0, totalElements: 0, currency: 'USD' };

async function renderPage(createDownline: (payload: CreateDownlinePayload) => Promise<CreatedDownline>) {
  const create = vi.fn(createDownline);
  const getDownlines = vi.fn(async () => team);
  const view = await renderContent(<CreateAccountPage />, {
    path: '/index',
    platform: {
      system: { getRegisterSettings: vi.fn(async () => settings) },
      agent: { createDownline: create, getDownlines },
    },
  });
  const user = userEvent.setup();
  const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
  await screen.findByRole('form', { name: 'Create an account' });
  const fill = async (values: { username?: string; password?: string; confirm?: string; nickname?: string }) => {
    for (const [label, value] of [
      [/^Username/, values.username],
      [/^Password/, values.password],
      [/^Confirm password/, values.confirm],
      [/^Nickname/, values.nickname],
    ] as const) {
      if (value === undefined) continue;
      await user.clear(field(label));
      // A paste: what a person filling the field ends up with, without a render per key.
      if (value) await user.paste(value);
    }
  };
  return { ...view, user, create, getDownlines, field, fill };
}

describe('the agent centre account creation', () => {
  it('shows only username, password, its confirmation and an optional nickname, checked by the register rules', async () => {
    const { user, create, field, fill } = await renderPage(async () => made('x'));
    const form = screen.getByRole('form', { name: 'Create an account' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['fields.username', 'fields.nickname']);
    expect(field(/^Nickname/)).not.toBeRequired();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await fill({ username: '9lives', password: 'lettersonly', confirm: 'Other123' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await within(form).findByText('6–16 characters: start with a letter, then letters and digits.'),
    ).toBeInTheDocument();
    expect(field(/^Password/)).toHaveAccessibleDescription(/combining letters and digits/);
    expect(within(form).getByText('The two entries are inconsistent.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the trimmed account and nickname, shows the new account and empties the form', async () => {
    const { user, create, field, fill, store, getDownlines } = await renderPage(async (payload) =>
      made(payload.username.toLowerCase(), payload.nickname),
    );
    // The downline list, open elsewhere: read once now.
    void store.dispatch(agentApi.endpoints.agentDownlines.initiate({ pageNo: 1 }));
    await waitFor(() => expect(getDownlines).toHaveBeenCalledTimes(1));
    await fill({ username: ' NewMember1 ', password: 'Team1234', confirm: 'Team1234', nickname: ' Lan ' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({
      username: 'NewMember1',
      password: 'Team1234',
      confirmPassword: 'Team1234',
      nickname: 'Lan',
    });
    expect(await screen.findByText('Account newmember1 created')).toBeInTheDocument();
    expect(screen.getByText('Account newmember1 created').closest('[role="status"]')).toHaveTextContent(
      'It is in your downline list now.',
    );
    expect(screen.getByTestId('created-account')).toHaveTextContent('newmember1');
    expect(field(/^Username/)).toHaveValue('');
    expect(field(/^Password/)).toHaveValue('');
    expect(field(/^Nickname/)).toHaveValue('');
    expect(field(/^Username/)).toHaveFocus();
    // The downline list is read again, so it shows the new member.
    await waitFor(() => expect(getDownlines).toHaveBeenCalledTimes(2));

    await fill({ username: 'second01', password: 'Team1234', confirm: 'Team1234' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account second01 created')).toBeInTheDocument();
    expect(create).toHaveBeenLastCalledWith({
      username: 'second01',
      password: 'Team1234',
      confirmPassword: 'Team1234',
    });
  });

  it('keeps every field on a taken username and says so under it', async () => {
    const { user, create, field, fill } = await renderPage(async () => {
      throw new ApiError({ kind: 'business', code: IDENTITY_CODES.usernameTaken, message: 'taken' });
    });
    await fill({ username: 'takenname', password: 'Team1234', confirm: 'Team1234', nickname: 'Khang' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const username = field(/^Username/);
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription(/already taken/);
    expect(username).toHaveValue('takenname');
    expect(field(/^Password/)).toHaveValue('Team1234');
    expect(field(/^Confirm password/)).toHaveValue('Team1234');
    expect(field(/^Nickname/)).toHaveValue('Khang');
    expect(screen.queryByText(/created/)).not.toBeInTheDocument();

    await user.type(username, '2');
    expect(screen.queryByText('This username is already taken.')).not.toBeInTheDocument();
  });

  it('says plainly when the account is not an agent', async () => {
    const { user, fill } = await renderPage(async () => {
      throw new ApiError({
        kind: 'http',
        code: NOT_AN_AGENT,
        message: 'The agent centre is for agents only',
        status: 403,
      });
    });
    await fill({ username: 'someone1', password: 'Team1234', confirm: 'Team1234' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The agent centre is for agents only');
  });
});
