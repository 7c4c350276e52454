import { VnLotteryLobby } from '../features/lottery/VnLotteryLobby';
import { Page } from '../shell/Page';

/** /vnlottery (§2): the VN lottery by region and the latest draws. */
export default function VnLotteryPage() {
  return (
    <Page>
      <VnLotteryLobby />
    </Page>
  );
}
