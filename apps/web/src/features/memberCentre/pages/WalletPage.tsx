import { ContentSkeleton, QueryView } from '../../content/QueryStatus';
import { useMemberWalletsQuery } from '../walletApi';
import { TransferForm } from '../wallet/TransferForm';
import { WalletSummary } from '../wallet/WalletSummary';
import { Stack } from '../wallet/WalletPage.styles';

/** My wallet (transferFund): the member's wallets, "Recall all to main wallet", and transfers between them. */
export default function WalletPage() {
  const wallets = useMemberWalletsQuery();
  return (
    <QueryView query={wallets} skeleton={<ContentSkeleton rows={3} height={96} />}>
      {(data) => (
        <Stack>
          <WalletSummary data={data} />
          <TransferForm data={data} />
        </Stack>
      )}
    </QueryView>
  );
}
