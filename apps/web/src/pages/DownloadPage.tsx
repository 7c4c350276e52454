import { Page } from '../shell/Page';

export default function DownloadPage() {
  return <Page />;
}
