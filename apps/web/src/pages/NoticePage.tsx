import { Page } from '../shell/Page';

export default function NoticePage() {
  return <Page />;
}
