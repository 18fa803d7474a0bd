import { messages } from '../../messages/pt-BR';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';
import { Icon } from '../Icon/Icon';
import * as css from './Breadcrumbs.css';

/** One step of the trail. The last step is the current page and needs no `href`. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Steps from the root ('Início') to the current page; labels from `messages.breadcrumbs`. */
  items: readonly BreadcrumbItem[];
  /** Router hook-up: a plain click on a step calls it instead of a full page load. */
  onNavigate?: NavigateHandler;
  /** Name of the landmark; defaults to 'Trilha de navegação'. */
  label?: string;
}

/**
 * The breadcrumb trail (spec: Início > Financeiro > Extrato): a `nav` landmark with an ordered list,
 * ancestors as links and the last step marked `aria-current="page"`.
 */
export function Breadcrumbs({ items, onNavigate, label = messages.breadcrumbs.label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={css.list}>
        {items.map((step, index) => {
          const isCurrent = index === items.length - 1;
          const { href } = step;
          return (
            <li key={`${step.href ?? ''}|${step.label}`} className={css.item}>
              {isCurrent || href === undefined ? (
                <span className={css.crumb({ current: true })} aria-current={isCurrent ? 'page' : undefined}>
                  {step.label}
                </span>
              ) : (
                <a
                  href={href}
                  className={css.crumb({ current: false })}
                  onClick={(event) => handleLinkClick(event, href, onNavigate)}
                >
                  {step.label}
                </a>
              )}
              {!isCurrent && (
                <span className={css.separator} aria-hidden="true">
                  <Icon name="chevronRight" size="sm" />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
