import { BrandProvider, demoBrand, PublicShell } from '@portal/ui';
import { createRoot, type Root } from 'react-dom/client';
import { readRuntime } from './app/runtime-config';
import { readStoredSession } from './app/session/session-storage';
import { shareStyleNonce } from './app/style-nonce';
import { paths } from './config/paths';
import { LoginPage } from './routes/login-page';

/**
 * Boot. The login page is the first page of nearly every visit, and the budget for it is 90 KiB of
 * JavaScript: React alone is 69. So a signed-out visit to `/` renders the login page straight away,
 * without the router, SWR or the API client; the whole app loads on idle (or on the first click) and
 * takes over. Every other visit loads the app at once. See docs/decisions (portal boot).
 */
shareStyleNonce();
const runtime = readRuntime(demoBrand);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

let appLoading: Promise<typeof import('./app/App')> | undefined;
const loadApp = () => {
  appLoading ??= import('./app/App');
  return appLoading;
};

/** Mounts the full app, first moving to `href` when the login page asked to go somewhere. */
function startApp(target: Root, href?: string): void {
  if (href && href !== window.location.pathname + window.location.search)
    window.history.pushState(null, '', href);
  void loadApp().then(({ mountApp }) => mountApp(target, runtime));
}

const storedTokens = (() => {
  try {
    return readStoredSession(window.localStorage).tokens;
  } catch {
    return null;
  }
})();

if (window.location.pathname === paths.login && storedTokens === null) {
  root.render(
    <BrandProvider brand={runtime.brand}>
      <PublicShell year={new Date().getFullYear()}>
        <LoginPage navigate={(href) => startApp(root, href)} search={window.location.search} />
      </PublicShell>
    </BrandProvider>,
  );
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
  idle(() => void loadApp());
} else {
  startApp(root);
}
