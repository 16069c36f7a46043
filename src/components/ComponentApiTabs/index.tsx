import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {DocTabs} from '@site/src/contexts/docHeader';
import styles from './styles.module.css';

/** "Demos" and "Component API": two routes of one guide, shown as tabs under its title. */
export default function ComponentApiTabs({tabs}: {tabs: DocTabs}): ReactNode {
  const items = [
    {key: 'demos' as const, to: tabs.demos, label: translate({id: 'docTabs.demos', message: 'Demos', description: 'Tab of a guide page: its text and live demos'})},
    {key: 'api' as const, to: tabs.api, label: translate({id: 'docTabs.api', message: 'Component API', description: 'Tab of a guide page: the API of the components it covers'})},
  ];
  return (
    <nav className={styles.tabs} aria-label={translate({id: 'docTabs.label', message: 'Page sections', description: 'Accessible name of the Demos / Component API tabs'})}>
      {items.map((item) => (
        <Link key={item.key} to={item.to} className={clsx(styles.tab, item.key === tabs.active && styles.active)} aria-current={item.key === tabs.active ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
