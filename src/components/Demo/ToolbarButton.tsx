import React, {type ReactNode} from 'react';
import IconButton, {type IconButtonProps} from '@mui/material/IconButton';
import {useFocusVisible} from '@site/src/hooks/useFocusVisible';
import styles from './styles.module.css';

type Props = Omit<IconButtonProps, 'size' | 'aria-label'> & {
  /** The button's name, shown as a hint on hover and keyboard focus. */
  hint: string;
  href?: string;
  'data-ga-event-category'?: string;
  'data-ga-event-action'?: string;
};

/** An icon button of the demo toolbar: named by its hint, which keyboard focus shows too. */
export default function ToolbarButton({hint, className, onFocus, onBlur, ...rest}: Props): ReactNode {
  const focusProps = useFocusVisible<HTMLButtonElement>({onFocus, onBlur});
  return <IconButton size="small" aria-label={hint} data-hint={hint} className={className ? `${styles.hinted} ${className}` : styles.hinted} {...rest} {...focusProps} />;
}
