import { PointMall } from '../features/points/PointMall';
import { Page } from '../shell/Page';

export default function PointMallPage() {
  return (
    <Page>
      <PointMall />
    </Page>
  );
}
