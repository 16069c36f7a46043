import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useFocusVisible} from '@site/src/hooks/useFocusVisible';
import {CODE_VARIANTS, type CodeVariant} from '@site/src/modules/preferences';
import styles from './styles.module.css';

/** In the order shown; each value is also its button's text. */
const OPTIONS: readonly CodeVariant[] = [CODE_VARIANTS.TS, CODE_VARIANTS.JS];

function Option({text, pressed, onPress}: {text: CodeVariant; pressed: boolean; onPress: () => void}): ReactNode {
  const focusProps = useFocusVisible<HTMLButtonElement>();
  return (
    <button type="button" className={clsx(styles.variant, pressed && styles.variantPressed)} aria-pressed={pressed} onClick={onPress} data-ga-event-category="demo" data-ga-event-action={`variant-${text.toLowerCase()}`} {...focusProps}>
      {text}
    </button>
  );
}

/**
 * The demo's TS / JS switch: two toggle buttons in a group, as MUI's
 * exclusive ToggleButtonGroup renders them (`aria-pressed`, each in the tab
 * order), in plain HTML drawn by CSS, so no ButtonBase hydrates per demo.
 */
export default function VariantSwitch({label, value, onChange}: {label: string; value: CodeVariant; onChange: (value: CodeVariant) => void}): ReactNode {
  return (
    <div role="group" aria-label={label} className={styles.variants}>
      {OPTIONS.map((option) => (
        <Option key={option} text={option} pressed={option === value} onPress={() => onChange(option)} />
      ))}
    </div>
  );
}
