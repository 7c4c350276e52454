import { LotteryLobby } from '../features/lottery/LotteryLobby';
import { Page } from '../shell/Page';

/** /lottery (§2): the lottery lobby; the query gameCode, vendor, playType opens a game. */
export default function LotteryPage() {
  return (
    <Page>
      <LotteryLobby />
    </Page>
  );
}
