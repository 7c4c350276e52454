import { Page } from '../shell/Page';

export default function PointMallPage() {
  return <Page />;
}
