import { AppDownloads } from '../features/content/AppDownloads';
import { Page } from '../shell/Page';

/** /down and /download: the apps and the lite app. */
export default function DownloadPage() {
  return (
    <Page>
      <AppDownloads />
    </Page>
  );
}
