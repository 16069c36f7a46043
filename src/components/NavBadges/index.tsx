import React, {type ComponentType, type ReactNode, type SVGProps} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {NavBadges as Badges, Plan, StatusFlag} from '@site/src/modules/navigation/nav';
import ProIcon from './pro.svg';
import PremiumIcon from './premium.svg';
import styles from './styles.module.css';

type SvgComponent = ComponentType<SVGProps<SVGSVGElement> & {title?: string}>;

const PLAN_ICONS: Record<Plan, SvgComponent> = {pro: ProIcon, premium: PremiumIcon};

export function planLabel(plan: Plan): string {
  return plan === 'pro'
    ? translate({id: 'badges.plan.pro', message: 'Pro plan', description: 'Accessible name and tooltip of the Pro plan icon'})
    : translate({id: 'badges.plan.premium', message: 'Premium plan', description: 'Accessible name and tooltip of the Premium plan icon'});
}

function statusLabel(flag: StatusFlag): string {
  switch (flag) {
    case 'newFeature':
      return translate({id: 'badges.status.new', message: 'New', description: 'Chip on a page that documents a new feature'});
    case 'planned':
      return translate({id: 'badges.status.planned', message: 'Planned', description: 'Chip on a page about a feature not built yet'});
    default:
      return translate({id: 'badges.status.preview', message: 'Preview', description: 'Chip on a page about an unstable feature'});
  }
}

const STATUS_ORDER: StatusFlag[] = ['newFeature', 'planned', 'unstable'];

/** A page's plan icon and status chips, in the sidebar and beside its title. */
export default function NavBadges({badges, size = 'small'}: {badges: Badges; size?: 'small' | 'large'}): ReactNode {
  const statuses = STATUS_ORDER.filter((flag) => badges[flag]);
  if (!badges.plan && statuses.length === 0) {
    return null;
  }
  const Icon = badges.plan ? PLAN_ICONS[badges.plan] : null;
  return (
    // Not words of the page: the search index leaves badges out of titles and breadcrumbs.
    <span className={clsx(styles.badges, styles[size])} data-search-skip>
      {Icon && badges.plan && (
        <Icon className={styles.planIcon} role="img" aria-label={planLabel(badges.plan)} title={planLabel(badges.plan)} />
      )}
      {statuses.map((flag) => (
        <span key={flag} className={clsx(styles.chip, styles[flag])}>
          {statusLabel(flag)}
        </span>
      ))}
    </span>
  );
}
