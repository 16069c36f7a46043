import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useFocusVisible} from '@site/src/hooks/useFocusVisible';
import styles from './styles.module.css';

// The drawer (and the MUI components it uses) loads on first intent: hover,
// focus or click. The button itself is plain, like Docusaurus' own toggles,
// so every page stays light.
const loadDrawer = () => import('@site/src/components/SettingsDrawer');
const SettingsDrawer = lazy(loadDrawer);

function GearIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6a.5.5 0 0 0 .1-.6l-1.9-3.3a.5.5 0 0 0-.6-.2l-2.4 1a7 7 0 0 0-1.7-1l-.4-2.5a.5.5 0 0 0-.5-.4h-3.8a.5.5 0 0 0-.5.4l-.4 2.5a7 7 0 0 0-1.7 1l-2.4-1a.5.5 0 0 0-.6.2L2.7 8.8a.5.5 0 0 0 .1.6L4.8 11a7.5 7.5 0 0 0 0 2l-2 1.6a.5.5 0 0 0-.1.6l1.9 3.3c.1.2.4.3.6.2l2.4-1a7 7 0 0 0 1.7 1l.4 2.5c0 .2.3.4.5.4h3.8c.2 0 .5-.2.5-.4l.4-2.5a7 7 0 0 0 1.7-1l2.4 1c.2.1.5 0 .6-.2l1.9-3.3a.5.5 0 0 0-.1-.6zM12 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7m0-1.8a1.7 1.7 0 1 0 0-3.4 1.7 1.7 0 0 0 0 3.4"
      />
    </svg>
  );
}

type Props = {mobile?: boolean; className?: string};

export default function SettingsButton({mobile = false, className}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const preload = () => void loadDrawer();
  const focusProps = useFocusVisible<HTMLButtonElement>({onFocus: preload});

  // The gear stays in the top bar at every width, so the mobile menu needs no copy.
  if (mobile) {
    return null;
  }

  const label = translate({id: 'settings.open', message: 'Settings', description: 'Label of the navbar button that opens the settings drawer'});
  return (
    <>
      <button
        type="button"
        className={clsx('clean-btn', styles.button, className)}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        {...focusProps}
      >
        <GearIcon />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
