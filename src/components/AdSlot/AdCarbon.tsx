import React, {useEffect, useRef, type ReactNode} from 'react';
import {CARBON_SCRIPT_ID} from '@site/src/modules/ads/constants';
import {carbonScriptUrl} from '@site/src/modules/ads/decide';
import type {AdsEnv} from '@site/src/config/env';
import styles from './styles.module.css';

/** Injects Carbon's script, which renders its ad (`#carbonads`) next to it. */
export default function AdCarbon({carbon}: {carbon: NonNullable<AdsEnv['carbon']>}): ReactNode {
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const container = root.current;
    // A tick's delay, cancelled on unmount: React's development double effects never load it twice.
    const timer = setTimeout(() => {
      if (!container) return;
      const script = document.createElement('script');
      script.async = true;
      script.id = CARBON_SCRIPT_ID;
      script.src = carbonScriptUrl(carbon.serve, carbon.placement, carbon.scriptUrl);
      container.appendChild(script);
    });
    return () => {
      clearTimeout(timer);
      container?.replaceChildren();
    };
  }, [carbon.serve, carbon.placement, carbon.scriptUrl]);
  return <span ref={root} className={styles.carbon} />;
}
