import React, {type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import NavBadges from '@site/src/components/NavBadges';
import ComponentApiTabs from '@site/src/components/ComponentApiTabs';
import PageActions from '@site/src/components/PageActions';
import UntranslatedNotice from '@site/src/components/UntranslatedNotice';
import {useDocHeader} from '@site/src/contexts/docHeader';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeadingType>;

/**
 * A doc page's H1 shows the same plan icon and status chips as its sidebar
 * entry; under it, a notice when the page is not translated yet and, on a
 * guide with a Component API, the two tabs; then the Copy page actions.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  const header = useDocHeader();
  if (props.as !== 'h1' || !header) {
    return <Heading {...props} />;
  }
  const {badges, tabs, untranslated} = header;
  const hasBadges = Boolean(badges.plan || badges.newFeature || badges.planned || badges.unstable);
  const title = hasBadges ? (
    <Heading {...props} className={styles.withBadges}>
      {props.children}
      <NavBadges badges={badges} size="large" />
    </Heading>
  ) : (
    <Heading {...props} />
  );
  return (
    <>
      {title}
      {untranslated && <UntranslatedNotice />}
      {tabs && <ComponentApiTabs tabs={tabs} />}
      <PageActions />
    </>
  );
}
