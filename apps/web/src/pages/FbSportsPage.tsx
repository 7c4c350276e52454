import { Page } from '../shell/Page';

export default function FbSportsPage() {
  return <Page />;
}
