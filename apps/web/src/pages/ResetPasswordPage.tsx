import { ResetLinkView } from '../features/password/ResetLinkView';
import { Page } from '../shell/Page';

/** /reset-password: where the link of a reset e-mail lands. */
export default function ResetPasswordPage() {
  return (
    <Page titleKey="page_reset_password">
      <ResetLinkView />
    </Page>
  );
}
