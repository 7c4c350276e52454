import { Page } from '../shell/Page';

export default function HelpPage() {
  return <Page />;
}
