import { Page } from '../shell/Page';

export default function AuthPage() {
  return <Page />;
}
