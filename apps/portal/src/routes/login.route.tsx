import { useLocation, useNavigate } from '../app/navigation/navigation';
import { useSession } from '../app/session/use-session';
import { messages } from '../messages/pt-BR';
import { LoginPage } from './login-page';

/**
 * Route `/`: the login page inside the router (after a logout, or when the app is already loaded). A
 * session the server ended (expired, revoked, or a deactivated staff account's, decision 051) arrives
 * here saying so; a logout, here or in another tab, says nothing.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const { signOutReason } = useSession();
  const notice = signOutReason === 'expired' ? messages.sessionExpired : undefined;
  return <LoginPage navigate={(href) => void navigate(href)} search={location.search} notice={notice} />;
}
