import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {AD_HEIGHT, AD_HEIGHT_MOBILE, AD_MARGIN_BOTTOM, AD_MARGIN_TOP} from '@site/src/modules/ads/constants';
import {DEFAULT_SPACING} from '@site/src/modules/themeState';
import styles from './styles.module.css';

// In pixels of the default spacing, not the theme's CSS variable: the
// variables are defined after the content in the server HTML, and the first
// paint must already hold the final margins and height.
const RESERVED_SPACE = {
  '--ad-slot-height': `${AD_HEIGHT}px`,
  '--ad-slot-height-mobile': `${AD_HEIGHT_MOBILE}px`,
  marginTop: AD_MARGIN_TOP * DEFAULT_SPACING,
  marginBottom: AD_MARGIN_BOTTOM * DEFAULT_SPACING,
} as CSSProperties;

type Props = {
  /** What the slot shows: the decision's kind, or `waiting` until it is made. */
  kind: string;
  eventLabel?: string | null;
  /** The inline in-house shape sits at the bottom of the slot. */
  inline?: boolean;
  children?: ReactNode;
};

/** The slot's box, whose height is reserved from the server render on: the same before and after the ad loads. */
export default function AdFrame({kind, eventLabel, inline = false, children}: Props): ReactNode {
  return (
    <span
      className={clsx(styles.slot, inline && styles.slotInline)}
      style={RESERVED_SPACE}
      data-ad-slot={kind}
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={eventLabel ?? undefined}>
      {children}
    </span>
  );
}
