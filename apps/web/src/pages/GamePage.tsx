import { Page } from '../shell/Page';

export default function GamePage() {
  return <Page />;
}
