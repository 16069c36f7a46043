import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Search from '@theme-original/Navbar/Search';
import type SearchType from '@theme/Navbar/Search';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchType>;

/** Docusaurus' search slot, kept in the navbar's row on narrow screens (see the CSS module). */
export default function NavbarSearchWrapper({className, ...props}: Props): ReactNode {
  return <Search {...props} className={clsx(className, styles.slot)} />;
}
