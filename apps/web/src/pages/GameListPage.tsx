import { Page } from '../shell/Page';

export default function GameListPage() {
  return <Page />;
}
