import { useLocation } from 'react-router-dom';
import { LoginModal } from '../features/session/LoginModal';
import { RegisterModal } from '../features/register/RegisterModal';
import { Page } from '../shell/Page';

/** /login and /register: modal screens over the shared page. */
export default function AuthPage() {
  const { pathname } = useLocation();
  return (
    <Page>
      {pathname === '/login' && <LoginModal />}
      {(pathname === '/register' || pathname === '/register.html') && <RegisterModal />}
    </Page>
  );
}
