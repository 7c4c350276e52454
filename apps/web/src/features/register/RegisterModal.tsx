import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RegisterSettings } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import {
  Button,
  FormActions,
  FormMessage,
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
import { selectSession } from '../session/selectors';
import { isWhitelabelFlagOn } from '../system/selectors';
import { RegisterForm } from './RegisterForm';
import { selectRegister } from './selectors';
import { registerClosed, registerOpened, type RegisterMethod } from './slice';
import { Footer, Placeholder } from './RegisterModal.styles';

const TAB_LABELS = { username: 'register_tab_username', mobile: 'register_tab_mobile' } as const;

/** The ways to register the white-label flags allow (§6); none while direct registration is off. */
function useMethods(): RegisterMethod[] {
  const direct = useAppSelector(isWhitelabelFlagOn('DIRECT_REGISTRATION'));
  const byUsername = useAppSelector(isWhitelabelFlagOn('USERNAME_REGISTRATION'));
  const byMobile = useAppSelector(isWhitelabelFlagOn('MOBILE_REGISTRATION'));
  if (!direct) return [];
  return [...(byUsername ? (['username'] as const) : []), ...(byMobile ? (['mobile'] as const) : [])];
}

/** Both forms stay mounted so that switching tabs loses nothing typed. */
function MethodTabs({ methods, settings }: { methods: RegisterMethod[]; settings: RegisterSettings }) {
  const { t: translate } = useTranslation();
  const [chosen, setChosen] = useState<string>(methods[0]!);
  const current = methods.find((m) => m === chosen) ?? methods[0]!;
  return (
    <Tabs value={current} onValueChange={setChosen}>
      <TabsList aria-label={translate('register_title')}>
        {methods.map((method) => (
          <TabsTrigger key={method} value={method}>
            {translate(TAB_LABELS[method])}
          </TabsTrigger>
        ))}
      </TabsList>
      {methods.map((method) => (
        <TabsContent key={method} value={method} forceMount hidden={method !== current}>
          <RegisterForm method={method} settings={settings} label={translate(TAB_LABELS[method])} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** The register screen (§2 /register): a modal over the page; closing it goes home. */
export function RegisterModal() {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { phase } = useAppSelector(selectSession);
  const { settings, settingsError, pending } = useAppSelector(selectRegister);
  const methods = useMethods();

  useEffect(() => {
    dispatch(registerOpened());
    return () => void dispatch(registerClosed());
  }, [dispatch]);
  // A registration signs the new member in; then the screen has done its job.
  useEffect(() => {
    if (phase === 'member') void navigate('/index', { replace: true });
  }, [phase, navigate]);

  let body;
  if (methods.length === 0) body = <FormMessage tone="info">{translate('register_unavailable')}</FormMessage>;
  else if (!settings && settingsError) {
    body = (
      <>
        <FormMessage tone="danger">{translate('register_settings_failed')}</FormMessage>
        <FormActions>
          <Button type="button" variant="secondary" onClick={() => dispatch(registerOpened())}>
            {translate('retry')}
          </Button>
        </FormActions>
      </>
    );
  } else if (!settings) body = <Placeholder />;
  else if (methods.length === 1)
    body = <RegisterForm method={methods[0]!} settings={settings} label={translate('register_title')} />;
  else body = <MethodTabs methods={methods} settings={settings} />;

  return (
    <Modal open onOpenChange={(open) => !open && navigate('/index')} size="sm">
      <ModalHeader closeLabel={translate('close')}>
        <ModalTitle>{translate('register_title')}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <LoadingCover
          active={pending || (methods.length > 0 && !settings && !settingsError)}
          label={translate('loading')}
        >
          {body}
          <Footer>
            {translate('register_have_account')} <Link to="/login">{translate('login_submit')}</Link>
          </Footer>
        </LoadingCover>
      </ModalBody>
    </Modal>
  );
}
