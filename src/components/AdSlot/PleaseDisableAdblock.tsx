import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Shown instead of an ad to some readers with an ad blocker. */
export default function PleaseDisableAdblock(): ReactNode {
  return (
    <span className={styles.adblock}>
      <span className={styles.adblockTitle}>
        <Translate id="ads.adblock.title" description="Title of the message shown to readers with an ad blocker">
          Help us keep running
        </Translate>
      </span>
      <span className={styles.adblockText}>
        <Translate id="ads.adblock.text" description="Message shown to readers with an ad blocker">
          If you don't mind tech-related ads (no tracking or remarketing), and want to keep us running, please allow them in your blocker.
        </Translate>
      </span>
      <span className={styles.adblockText}>
        <Translate id="ads.adblock.thanks" description="Thanks at the end of the ad-blocker message">
          Thank you!
        </Translate>{' '}
        <span role="img" aria-label={translate({id: 'ads.adblock.love', message: 'Love', description: 'Accessible name of the heart emoji'})}>
          ❤️
        </span>
      </span>
    </span>
  );
}
