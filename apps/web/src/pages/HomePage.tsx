import { Page } from '../shell/Page';

export default function HomePage() {
  return <Page />;
}
