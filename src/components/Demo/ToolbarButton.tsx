import React, {type AnchorHTMLAttributes, type ButtonHTMLAttributes, type FocusEventHandler, type ReactNode} from 'react';
import {useFocusVisible} from '@site/src/hooks/useFocusVisible';
import {ToolbarIcon, type IconName} from './icons';
import styles from './styles.module.css';

type Common = {
  /** The button's name, shown as a hint on hover and keyboard focus. */
  hint: string;
  icon: IconName;
  'data-ga-event-category'?: string;
  'data-ga-event-action'?: string;
};

type Props = Common &
  ((Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'aria-label'> & {href: string}) | (Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {href?: undefined}));

/**
 * An icon button of the demo toolbar, named by its hint, which keyboard focus
 * shows too. Plain HTML drawn by CSS (looking like MUI's small IconButton):
 * every demo has six, and hydrating six ButtonBases per demo was a visible
 * share of a demo-heavy page's first load.
 */
export default function ToolbarButton({hint, icon, ...rest}: Props): ReactNode {
  const focusProps = useFocusVisible<HTMLElement>({onFocus: rest.onFocus as FocusEventHandler<HTMLElement>, onBlur: rest.onBlur as FocusEventHandler<HTMLElement>});
  const shared = {'aria-label': hint, 'data-hint': hint, className: `${styles.iconButton} ${styles.hinted}`};
  if (rest.href !== undefined) {
    return (
      <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} {...shared} {...focusProps}>
        <ToolbarIcon name={icon} />
      </a>
    );
  }
  return (
    <button type="button" {...(rest as ButtonHTMLAttributes<HTMLButtonElement>)} {...shared} {...focusProps}>
      <ToolbarIcon name={icon} />
    </button>
  );
}
