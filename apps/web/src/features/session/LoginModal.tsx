import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import {
  Button,
  LoadingCover,
  Modal,
  ModalBody,
  ModalHeader,
  ModalTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { isWhitelabelFlagOn } from '../system/selectors';
import { freePlayRequested, loginErrorDismissed } from './slice';
import { selectSession } from './selectors';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { focusFirstField } from '../../widgets/focusFirstField';
import { Footer } from './LoginModal.styles';

/**
 * The login screen: a modal over the page, by username or (when the flag is on) by SMS code,
 * with free play when offered. A refused login keeps everything typed and says why. "Forgot
 * password" is the caller's: the password feature sits above the session.
 */
export function LoginModal({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loginPending, phase } = useAppSelector(selectSession);
  const smsLogin = useAppSelector(isWhitelabelFlagOn('MOBILE_CODE_LOGIN'));
  const freePlay = useAppSelector(isWhitelabelFlagOn('FREE_PLAY'));

  useEffect(() => {
    if (phase === 'member') void navigate('/index', { replace: true });
  }, [phase, navigate]);
  useEffect(() => () => void dispatch(loginErrorDismissed()), [dispatch]);

  return (
    <Modal open onOpenChange={(open) => !open && navigate('/index')} size="sm" onOpenAutoFocus={focusFirstField}>
      <ModalHeader closeLabel={translate('close')}>
        <ModalTitle>{translate('login_title')}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <LoadingCover active={loginPending} label={translate('loading')}>
          {smsLogin ? (
            <Tabs defaultValue="password" onValueChange={() => dispatch(loginErrorDismissed())}>
              <TabsList aria-label={translate('login_title')}>
                <TabsTrigger value="password">{translate('login_by_password')}</TabsTrigger>
                <TabsTrigger value="sms">{translate('login_by_sms')}</TabsTrigger>
              </TabsList>
              <TabsContent value="password">
                <PasswordLoginForm onForgotPassword={onForgotPassword} />
              </TabsContent>
              <TabsContent value="sms">
                <SmsLoginForm />
              </TabsContent>
            </Tabs>
          ) : (
            <PasswordLoginForm onForgotPassword={onForgotPassword} />
          )}
          <Footer>
            <span>
              {translate('login_no_account')} <Link to="/register">{translate('register_now')}</Link>
            </span>
            {freePlay && (
              <Button type="button" variant="secondary" size="sm" onClick={() => dispatch(freePlayRequested())}>
                {translate('free_play')}
              </Button>
            )}
          </Footer>
        </LoadingCover>
      </ModalBody>
    </Modal>
  );
}
