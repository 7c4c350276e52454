import { Page } from '../shell/Page';

export default function VipPage() {
  return <Page />;
}
