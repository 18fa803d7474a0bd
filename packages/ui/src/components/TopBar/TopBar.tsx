import type { Ref } from 'react';
import { messages } from '../../messages/pt-BR';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as css from './TopBar.css';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Name of the signed-in person ('Administrador' for the admin). */
  userName: string;
  onLogout: () => void;
  /** When given, an 'Abrir menu' button is drawn (the menu is closed, or the screen is a phone). */
  onOpenMenu?: () => void;
  /** Tells assistive technology whether the menu the button controls is open. */
  isMenuOpen?: boolean;
  /** Ref of 'Abrir menu', so the shell can move focus there when the menu closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/** First letters of the first and last names, for the avatar ('Ana Souza' → 'AS'). */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The bar over the page: 'Abrir menu' when needed, the user's name and 'Sair' (spec section 2). */
export function TopBar({ userName, onLogout, onOpenMenu, isMenuOpen = false, menuButtonRef }: TopBarProps) {
  const text = messages.appShell;
  return (
    <div className={css.topBar}>
      <div className={css.start}>
        {onOpenMenu && (
          <IconButton
            ref={menuButtonRef}
            icon="menu"
            label={text.openMenu}
            aria-expanded={isMenuOpen}
            onPress={onOpenMenu}
          />
        )}
      </div>
      <div className={css.user}>
        <span className={css.avatar} aria-hidden="true">
          {initials(userName)}
        </span>
        <span className={css.name} title={userName}>
          {userName}
        </span>
        <Button variant="ghost" icon="logout" onPress={onLogout}>
          {text.logout}
        </Button>
      </div>
    </div>
  );
}
