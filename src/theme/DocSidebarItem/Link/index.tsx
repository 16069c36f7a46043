import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import NavBadges from '@site/src/components/NavBadges';
import {badgesOf} from '@site/src/modules/navigation/nav';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LinkType>;

/** The original sidebar link, with the page's plan icon and status chips after its label. */
export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const badges = badgesOf(props.item.customProps);
  if (!badges.plan && !badges.newFeature && !badges.planned && !badges.unstable) {
    return <Link {...props} />;
  }
  // The label is only rendered as the link's text, so it may hold elements.
  const label = (
    <span className={styles.withBadges}>
      <span>{props.item.label}</span>
      <NavBadges badges={badges} />
    </span>
  ) as unknown as string;
  return <Link {...props} item={{...props.item, label}} />;
}
