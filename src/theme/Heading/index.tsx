import React, {type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import NavBadges from '@site/src/components/NavBadges';
import {usePageBadges} from '@site/src/contexts/pageBadges';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeadingType>;

/** A doc page's H1 shows the same plan icon and status chips as its sidebar entry. */
export default function HeadingWrapper(props: Props): ReactNode {
  const badges = usePageBadges();
  if (props.as !== 'h1' || !badges || (!badges.plan && !badges.newFeature && !badges.planned && !badges.unstable)) {
    return <Heading {...props} />;
  }
  return (
    <Heading {...props} className={styles.withBadges}>
      {props.children}
      <NavBadges badges={badges} size="large" />
    </Heading>
  );
}
