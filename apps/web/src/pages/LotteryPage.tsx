import { Page } from '../shell/Page';

export default function LotteryPage() {
  return <Page />;
}
