import { Page } from '../shell/Page';

export default function PromoDetailPage() {
  return <Page />;
}
