import { BrandProvider, demoBrand, PublicShell } from '@portal/ui';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { readRuntime } from './app/runtime-config';
import { readStoredSession } from './app/session/session-storage';
import { shareStyleNonce } from './app/style-nonce';
import { paths } from './config/paths';
import { LoginPage } from './routes/login-page';

/**
 * Boot. The login page is the first page of nearly every visit, and the budget for it is 90 KiB of
 * JavaScript: React alone is 69. So a signed-out visit to `/` renders the login page straight away,
 * without the router, SWR or the API client; the whole app loads on the visitor's first sign of intent
 * (a tap, a key, focus entering the form) and takes over on the first navigation. Every other visit
 * loads the app at once. See docs/decisions (portal boot).
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
  // A transition, like the app's first render: React draws the page in slices of a few milliseconds
  // instead of one long task (Lighthouse mobile, blocking time; decision 039).
  startTransition(() =>
    root.render(
      <BrandProvider brand={runtime.brand}>
        <PublicShell year={new Date().getFullYear()}>
          <LoginPage navigate={(href) => startApp(root, href)} search={window.location.search} />
        </PublicShell>
      </BrandProvider>,
    ),
  );
  // Not on idle: on a slow phone the app's chunks then compile and run while the login page is still
  // settling, and those long tasks held the page's main thread for hundreds of milliseconds (Lighthouse
  // mobile, total blocking time). Anyone about to sign in or follow a link touches the page first; the
  // app fetches while they type, and a click on a link waits for it at most (startApp).
  const intents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  const onIntent = () => {
    for (const type of intents) window.removeEventListener(type, onIntent, true);
    void loadApp();
  };
  for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
} else {
  startApp(root);
}
