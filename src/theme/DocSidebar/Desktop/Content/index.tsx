import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import VersionMenu from '@site/src/components/VersionMenu';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The sidebar opens with the page's product and its version menu, as on the original site. */
export default function DocSidebarDesktopContentWrapper(props: Props): ReactNode {
  return (
    <>
      <VersionMenu showProduct className={styles.identifier} />
      <Content {...props} />
    </>
  );
}
