import { Page } from '../shell/Page';

export default function JoinPage() {
  return <Page />;
}
