import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {TRANSLATORS_GUIDE_URL} from '@site/src/config/product';
import styles from './styles.module.css';

/** At the top of a page shown in English because it has no translation in the reader's language yet. */
export default function UntranslatedNotice(): ReactNode {
  return (
    <div className={styles.notice} role="note">
      <Translate
        id="docs.untranslated"
        description="Notice on a page shown in English because it has no translation yet"
        values={{
          link: (
            <Link to={TRANSLATORS_GUIDE_URL}>
              <Translate id="docs.untranslated.link" description="Link to the translators' guide">
                help translate it
              </Translate>
            </Link>
          ),
        }}>
        {'This page has not been translated yet, so it is shown in English. You can {link}.'}
      </Translate>
    </div>
  );
}
