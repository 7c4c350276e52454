import { useTranslation } from '@tessera/i18n';
import { FormMessage } from '@tessera/ui';
import { useAppSelector } from '../../../core/hooks';
import { selectIsTrial, selectMember } from '../../session/selectors';
import { FeedbackForm } from '../feedback/FeedbackForm';
import { FeedbackHistory } from '../feedback/FeedbackHistory';

/** The member centre's feedback page: send one (type, content, images), then my feedback and the replies. */
export default function FeedbackPage() {
  const { t: translate } = useTranslation();
  const member = useAppSelector(selectMember);
  const trial = useAppSelector(selectIsTrial);
  if (!member) return null;
  if (trial) return <FormMessage tone="warning">{translate('in_need_true_account')}</FormMessage>;
  return (
    <>
      <FeedbackForm />
      <FeedbackHistory />
    </>
  );
}
