import { useLocation } from 'react-router-dom';
import { RankBoard } from '../features/content/RankBoard';
import { Page } from '../shell/Page';

/** /deposit-rank and /bet-rank: the top-20 rankings. */
export default function RankPage() {
  const type = useLocation().pathname === '/bet-rank' ? 'BET' : 'DEPOSIT';
  return (
    <Page>
      <RankBoard type={type} />
    </Page>
  );
}
