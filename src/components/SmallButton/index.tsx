import React, {type AnchorHTMLAttributes, type ButtonHTMLAttributes, type FocusEventHandler, type ReactNode} from 'react';
import clsx from 'clsx';
import {useFocusVisible} from '@site/src/hooks/useFocusVisible';
import styles from './styles.module.css';

type Look = {
  variant?: 'outlined' | 'text' | 'contained';
  color?: 'primary' | 'error';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  className?: string;
  children: ReactNode;
};

type Props = Look & ((Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & {href: string}) | (Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {href?: undefined}));

/**
 * A small button (or link) that looks like MUI's `<Button size="small">`,
 * drawn by CSS from the theme's variables: the buttons on every docs page
 * (version menu, Copy page, feedback votes) need no ButtonBase, ripple or
 * transition code in main.js. Keyboard focus shows MUI's pulsing ripple.
 */
export default function SmallButton({variant = 'outlined', color = 'primary', startIcon, endIcon, className, children, ...rest}: Props): ReactNode {
  const classes = clsx(styles.root, styles[variant], styles[color], className);
  const focusProps = useFocusVisible<HTMLElement>({onFocus: rest.onFocus as FocusEventHandler<HTMLElement>, onBlur: rest.onBlur as FocusEventHandler<HTMLElement>});
  const content = (
    <>
      {startIcon && <span className={styles.startIcon}>{startIcon}</span>}
      {children}
      {endIcon && <span className={styles.endIcon}>{endIcon}</span>}
      <span className={styles.focusRipple} aria-hidden />
    </>
  );
  if (rest.href !== undefined) {
    return (
      <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} {...focusProps} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" {...(rest as ButtonHTMLAttributes<HTMLButtonElement>)} {...focusProps} className={classes}>
      {content}
    </button>
  );
}
