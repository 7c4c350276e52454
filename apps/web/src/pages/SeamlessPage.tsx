import { Page } from '../shell/Page';

export default function SeamlessPage() {
  return <Page />;
}
