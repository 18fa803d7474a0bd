import { useLocation, useNavigate } from '../app/navigation/navigation';
import { LoginPage } from './login-page';

/** Route `/`: the login page inside the router (after a logout, or when the app is already loaded). */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  return <LoginPage navigate={(href) => void navigate(href)} search={location.search} />;
}
