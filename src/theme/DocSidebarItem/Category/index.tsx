import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {planLabel} from '@site/src/components/NavBadges';
import {badgesOf} from '@site/src/modules/navigation/nav';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CategoryType>;

/**
 * Subheaders (a section label, not a link, children not indented) are ours;
 * every other category is the original. A group's plan is named on its link
 * (the icon itself is drawn by CSS, see NavBadges' styles).
 */
export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  const {item, activePath, level, onItemClick} = props;
  if (item.customProps?.subheader) {
    return (
      <li className={clsx(ThemeClassNames.docs.docSidebarItemCategory, 'menu__list-item', styles.subheader, item.className)}>
        <span className={styles.subheaderLabel}>{item.label}</span>
        <ul className={clsx('menu__list', styles.subheaderItems)}>
          <DocSidebarItems items={item.items} activePath={activePath} level={level} onItemClick={onItemClick} />
        </ul>
      </li>
    );
  }
  const {plan} = badgesOf(item.customProps);
  if (!plan) {
    return <Category {...props} />;
  }
  // Extra props reach the category's link element.
  const planProps = {title: planLabel(plan), 'aria-label': `${item.label}, ${planLabel(plan)}`} as object;
  return <Category {...props} {...planProps} />;
}
