import { Page } from '../shell/Page';

export default function CategoryPage() {
  return <Page />;
}
