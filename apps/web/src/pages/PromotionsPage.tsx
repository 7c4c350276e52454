import { Page } from '../shell/Page';

export default function PromotionsPage() {
  return <Page />;
}
