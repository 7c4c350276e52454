import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LotteryPage from './LotteryPage';
import { TrialNotice } from '../features/session/gate';
import { ELECTRONIC_LANES, GAMES, memberInfo, renderLottery } from '../test/lottery';

afterEach(() => localStorage.clear());

const HA_NOI = '/lottery?gameCode=VNHN&vendor=TCG_LOTTO_VN&playType=LO_3D';

describe('the prize mode (§4)', { timeout: 15_000 }, () => {
  it('is electronic lottery when the ELOTT lane has a TCG_LOTTO_VN card: the lobby lists that mode', async () => {
    const { calls } = await renderLottery(<LotteryPage />, { path: '/lottery', member: null, lanes: ELECTRONIC_LANES });
    expect(await screen.findByRole('list', { name: 'TCG Lotto VN games' })).toBeInTheDocument();
    expect(calls.getMenus).toHaveBeenCalledWith({ prizeMode: 'Elott', device: 'WEB' });
  });
});

describe('a /lottery address naming a game', { timeout: 15_000 }, () => {
  it('launches it for a member in the betting view with the site prize mode and play type, back to /lottery', async () => {
    const { calls } = await renderLottery(<LotteryPage />, { path: HA_NOI, member: memberInfo() });
    const frame = await screen.findByTitle('Ha Noi');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://games.test/lottery?lottoGameCode=VNHN#ticket=t1');
    expect(calls.launch).toHaveBeenCalledWith(
      expect.objectContaining({
        gameType: 'ELOTT',
        vassalage: 'TCG_LOTTO_VN',
        gameCode: 'VNHN',
        prizeMode: 'Elott',
        lottoView: 'betting',
        backUrl: `${window.location.origin}/lottery`,
        language: 'EN',
      }),
    );
    expect(screen.getByRole('region', { name: 'Ha Noi' })).toHaveTextContent('Play type: LO_3D');
  });

  it('shows a visitor the game without launching it; playing goes to /login', async () => {
    const { calls } = await renderLottery(<LotteryPage />, { path: HA_NOI, member: null });
    const panel = await screen.findByRole('region', { name: 'Ha Noi' });
    expect(panel).toHaveTextContent('Log in to play this lottery');
    await userEvent.click(within(panel).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/login$/));
    expect(calls.launch).not.toHaveBeenCalled();
  });

  it('gives a trial account the real-account notice instead of a launch', async () => {
    const page = (
      <>
        <LotteryPage />
        <TrialNotice />
      </>
    );
    const { calls } = await renderLottery(page, { path: HA_NOI, member: memberInfo({ type: 4 }) });
    const panel = await screen.findByRole('region', { name: 'Ha Noi' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).toHaveTextContent(
      'This feature is not available to trial accounts.',
    );
    expect(calls.launch).not.toHaveBeenCalled();
  });

  it('says so when the game is not offered', async () => {
    await renderLottery(<LotteryPage />, { path: '/lottery?gameCode=NOPE&vendor=TCG_LOTTO_VN', member: memberInfo() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This lottery game is not available');
  });
});

describe('the lobby listing', { timeout: 15_000 }, () => {
  it('shows only the provider a vendor address names, and filters by area', async () => {
    await renderLottery(<LotteryPage />, { path: '/lottery?vendor=VR', member: null });
    expect(await screen.findByRole('list', { name: 'VR Lottery games' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'TCG Lotto VN games' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Provider')).toHaveValue('VR');

    await userEvent.selectOptions(screen.getByLabelText('Provider'), '');
    await userEvent.selectOptions(screen.getByLabelText('Area'), 'VN');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/lottery\?area=VN$/);
    expect(screen.getByRole('list', { name: 'TCG Lotto VN games' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'VR Lottery games' })).not.toBeInTheDocument();
  });

  it('marks hot games, and sends a visitor choosing one to /login', async () => {
    await renderLottery(<LotteryPage />, { path: '/lottery', member: null });
    const list = await screen.findByRole('list', { name: 'TCG Lotto VN games' });
    const haNoi = within(list).getByText('Ha Noi').closest('li')!;
    expect(haNoi).toHaveTextContent('Hot');
    expect(within(list).getByText('Ho Chi Minh City').closest('li')).not.toHaveTextContent('Hot');
    await userEvent.click(within(list).getByRole('button', { name: /^Ha Noi/ }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/login$/));
  });

  it('lists a member’s recently played VN games, and none for a visitor', async () => {
    const recent = [GAMES[2]!];
    await renderLottery(<LotteryPage />, { path: '/lottery', member: memberInfo(), recent });
    const list = await screen.findByRole('list', { name: 'Recently played VN lottery' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('VN Lotto 45s');
    cleanup();

    const { calls } = await renderLottery(<LotteryPage />, { path: '/lottery', member: null, recent });
    expect(await screen.findByRole('list', { name: 'TCG Lotto VN games' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recently played VN lottery' })).not.toBeInTheDocument();
    expect(calls.getVnRecent).not.toHaveBeenCalled();
  });
});
