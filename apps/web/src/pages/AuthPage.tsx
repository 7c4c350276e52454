import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../core/hooks';
import { LoginModal } from '../features/session/LoginModal';
import { RegisterModal } from '../features/register/RegisterModal';
import { forgotPasswordOpened } from '../features/password/slice';
import { Page } from '../shell/Page';

/** /login and /register: modal screens over the shared page. */
export default function AuthPage() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  return (
    <Page>
      {pathname === '/login' && <LoginModal onForgotPassword={() => dispatch(forgotPasswordOpened())} />}
      {(pathname === '/register' || pathname === '/register.html') && <RegisterModal />}
    </Page>
  );
}
