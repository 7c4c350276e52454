import { Page } from '../shell/Page';

export default function RankPage() {
  return <Page />;
}
