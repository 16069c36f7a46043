import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';
import {useCodeStyling, useCodeVariant} from '@site/src/contexts/codePreferences';
import {devicePixelRatioProperty, onMediaQueryChange, setUserProperties, type AnalyticsWindow} from '@site/src/modules/analytics';

function send(properties: Record<string, string | number>): void {
  setUserProperties(window as unknown as AnalyticsWindow, properties);
}

/** The resolution, re-read whenever it changes (zoom, moving the window to another screen). */
function useDevicePixelRatio(): number | null {
  const [ratio, setRatio] = useState<number | null>(null);
  useEffect(() => {
    let stopListening: (() => void) | null = null;
    const update = () => {
      stopListening?.();
      setRatio(window.devicePixelRatio);
      // A query for the current resolution stops matching when it changes.
      stopListening = onMediaQueryChange(window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`), update);
    };
    update();
    return () => stopListening?.();
  }, []);
  return ratio;
}

function useOsColorScheme(): 'dark' | 'light' | null {
  const [scheme, setScheme] = useState<'dark' | 'light' | null>(null);
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setScheme(query.matches ? 'dark' : 'light');
    update();
    return onMediaQueryChange(query, update);
  }, []);
  return scheme;
}

/** Sends each user property on load and again whenever it changes, in its own effect. */
export default function AnalyticsUserProperties(): null {
  const codeVariant = useCodeVariant();
  const codeStyling = useCodeStyling();
  const {colorMode} = useColorMode();
  const {i18n} = useDocusaurusContext();
  const devicePixelRatio = useDevicePixelRatio();
  const colorSchemeOS = useOsColorScheme();

  useEffect(() => send({codeVariant}), [codeVariant]);
  useEffect(() => send({codeStylingVariant: codeStyling}), [codeStyling]);
  useEffect(() => send({colorScheme: colorMode}), [colorMode]);
  useEffect(() => send({userLanguage: i18n.currentLocale}), [i18n.currentLocale]);
  useEffect(() => {
    if (devicePixelRatio !== null) send({devicePixelRatio: devicePixelRatioProperty(devicePixelRatio)});
  }, [devicePixelRatio]);
  useEffect(() => {
    if (colorSchemeOS !== null) send({colorSchemeOS});
  }, [colorSchemeOS]);
  return null;
}
