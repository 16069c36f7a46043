import React, {useMemo, useState, type ReactNode} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import {useColorMode} from '@docusaurus/theme-common';
import {useCodeStyling, useCodeVariant, useSetCodeStyling, useSetCodeVariant} from '@site/src/contexts/codePreferences';
import {useChangeTheme, useThemeDispatch, useThemeState} from '@site/src/contexts/themeState';
import {BRAND_COLORS, withoutBrandColors} from '@site/src/modules/docsTheme';
import {fromDocusaurusChoice, toDocusaurusChoice, type ModeChoice} from '@site/src/modules/colorMode';
import {removeCookie, writePreferenceCookie} from '@site/src/modules/cookies';
import {PALETTE_COLORS_COOKIE, readColor, serializePaletteColors} from '@site/src/modules/paletteColors';
import {CODE_STYLING, CODE_VARIANTS, type CodeStyling, type CodeVariant} from '@site/src/modules/preferences';
import {primaryTextContrast} from '@site/src/modules/theme/contrast';
import type {Direction} from '@site/src/modules/themeState';
import ColorField, {colorForEditing} from './ColorField';
import {primaryContrastWarning, settingsMessages} from './messages';
import DemoPreview from './DemoPreview';
import styles from './styles.module.css';

/** Spacing stays within what keeps layouts usable. */
export const SPACING_LIMITS = {min: 1, max: 20};


function Section({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <Box component="section" className={styles.section}>
      <Typography component="h3" className={styles.sectionTitle}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type Choice<T extends string> = {value: T; label: string; icon?: ReactNode; gaAction?: string};

/** An exclusive choice among a few options (clicking the current one keeps it). */
function ChoiceGroup<T extends string>(props: {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  size?: 'small' | 'medium';
}): ReactNode {
  const {label, value, choices, onChange, size = 'medium'} = props;
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size={size}
      color="primary"
      value={value}
      aria-label={label}
      onChange={(_, next: T | null) => next && onChange(next)}
    >
      {choices.map((choice) => (
        <ToggleButton
          key={choice.value}
          value={choice.value}
          {...(choice.gaAction && {'data-ga-event-category': 'settings', 'data-ga-event-action': choice.gaAction})}
        >
          {choice.icon}
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function ModeSection(): ReactNode {
  const m = settingsMessages();
  const {colorModeChoice, setColorMode} = useColorMode();
  const icon = (Icon: typeof LightModeOutlined) => <Icon fontSize="small" className={styles.icon} />;
  return (
    <Section title={m.mode}>
      <ChoiceGroup<ModeChoice>
        label={m.mode}
        value={fromDocusaurusChoice(colorModeChoice)}
        onChange={(choice) => setColorMode(toDocusaurusChoice(choice))}
        choices={[
          {value: 'light', label: m.light, icon: icon(LightModeOutlined), gaAction: 'light'},
          {value: 'system', label: m.system, icon: icon(SettingsBrightnessOutlined), gaAction: 'system'},
          {value: 'dark', label: m.dark, icon: icon(DarkModeOutlined), gaAction: 'dark'},
        ]}
      />
    </Section>
  );
}

function DirectionSection(): ReactNode {
  const m = settingsMessages();
  const {direction} = useThemeState();
  const changeTheme = useChangeTheme();
  return (
    <Section title={m.direction}>
      <ChoiceGroup<Direction>
        label={m.direction}
        value={direction}
        onChange={(value) => changeTheme({direction: value})}
        choices={[
          {value: 'ltr', label: m.ltr, icon: <FormatTextdirectionLToR fontSize="small" className={styles.icon} />, gaAction: 'ltr'},
          {value: 'rtl', label: m.rtl, icon: <FormatTextdirectionRToL fontSize="small" className={styles.icon} />, gaAction: 'rtl'},
        ]}
      />
    </Section>
  );
}

function DensitySection(): ReactNode {
  const m = settingsMessages();
  const {dense, spacing} = useThemeState();
  const dispatch = useThemeDispatch();
  return (
    <Section title={m.density}>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => dispatch({type: 'SET_DENSE', payload: event.target.checked})} />}
        label={m.dense}
      />
      <Stack direction="row" alignItems="center" spacing={1} className={styles.spacingRow}>
        <Typography id="settings-spacing-label" variant="body2" className={styles.grow}>
          {m.spacing}
        </Typography>
        <IconButton
          aria-label={m.spacingDecrease}
          disabled={spacing <= SPACING_LIMITS.min}
          onClick={() => dispatch({type: 'DECREASE_SPACING'})}
          size="small"
        >
          <RemoveRounded fontSize="small" />
        </IconButton>
        <output aria-labelledby="settings-spacing-label" aria-live="polite" className={styles.spacingValue}>
          {spacing}px
        </output>
        <IconButton
          aria-label={m.spacingIncrease}
          disabled={spacing >= SPACING_LIMITS.max}
          onClick={() => dispatch({type: 'INCREASE_SPACING'})}
          size="small"
        >
          <AddRounded fontSize="small" />
        </IconButton>
      </Stack>
      <Button variant="outlined" size="small" onClick={() => dispatch({type: 'RESET_DENSITY'})}>
        {m.resetDensity}
      </Button>
    </Section>
  );
}

/**
 * The primary field's contrast warning, for the palette Apply would give the page. None while
 * the colour is unreadable: the format error shows then.
 */
function primaryFieldWarning(color: string): string | null {
  const reading = readColor(color);
  return reading.ok ? primaryContrastWarning(primaryTextContrast(reading.color)) : null;
}

function ColorsSection(): ReactNode {
  const m = settingsMessages();
  const {paletteColors} = useThemeState();
  const dispatch = useThemeDispatch();
  const [primary, setPrimary] = useState(() => (paletteColors.primary ? colorForEditing(paletteColors.primary.main) : BRAND_COLORS.primary));
  const [secondary, setSecondary] = useState(() => (paletteColors.secondary ? colorForEditing(paletteColors.secondary.main) : BRAND_COLORS.secondary));
  const primaryReading = readColor(primary);
  const secondaryReading = readColor(secondary);
  // Building the theme to measure takes a few milliseconds: once per typed value, not per render.
  const primaryWarning = useMemo(() => primaryFieldWarning(primary), [primary]);

  const forgetColors = () => {
    dispatch({type: 'RESET_COLORS'});
    removeCookie(document, PALETTE_COLORS_COOKIE);
  };
  const apply = () => {
    if (!primaryReading.ok || !secondaryReading.ok) return;
    // The normalised colours, never the typed text, go to the theme and the cookie;
    // only those that differ from the brand's are kept (and stored).
    const colors = withoutBrandColors({primary: {main: primaryReading.color}, secondary: {main: secondaryReading.color}});
    if (Object.keys(colors).length === 0) return forgetColors();
    dispatch({type: 'CHANGE', payload: {paletteColors: colors}});
    writePreferenceCookie(document, PALETTE_COLORS_COOKIE, serializePaletteColors(colors));
  };
  const reset = () => {
    forgetColors();
    setPrimary(BRAND_COLORS.primary);
    setSecondary(BRAND_COLORS.secondary);
  };

  return (
    <Section title={m.colors}>
      <Typography variant="body2" color="text.secondary" className={styles.hint}>
        {m.colorsHint}
      </Typography>
      <ColorField
        id="settings-primary"
        label={m.primary}
        pickerLabel={m.pickPrimary}
        value={primary}
        onChange={setPrimary}
        warning={primaryWarning}
      />
      <ColorField id="settings-secondary" label={m.secondary} pickerLabel={m.pickSecondary} value={secondary} onChange={setSecondary} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={!primaryReading.ok || !secondaryReading.ok} onClick={apply} data-ga-event-category="settings" data-ga-event-action="colors">
          {m.applyColors}
        </Button>
        <Button variant="outlined" size="small" onClick={reset}>
          {m.resetColors}
        </Button>
      </Stack>
    </Section>
  );
}

function CodeSection(): ReactNode {
  const m = settingsMessages();
  return (
    <Section title={m.code}>
      <Stack spacing={1.5}>
        <ChoiceGroup<CodeVariant>
          size="small"
          label={m.codeVariant}
          value={useCodeVariant()}
          onChange={useSetCodeVariant()}
          choices={[
            {value: CODE_VARIANTS.TS, label: 'TypeScript'},
            {value: CODE_VARIANTS.JS, label: 'JavaScript'},
          ]}
        />
        <ChoiceGroup<CodeStyling>
          size="small"
          label={m.codeStyling}
          value={useCodeStyling()}
          onChange={useSetCodeStyling()}
          choices={Object.values(CODE_STYLING).map((styling) => ({value: styling, label: styling}))}
        />
      </Stack>
    </Section>
  );
}

export default function SettingsDrawer({open, onClose}: {open: boolean; onClose: () => void}): ReactNode {
  const m = settingsMessages();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{paper: {className: styles.paper, 'aria-labelledby': 'settings-drawer-title', role: 'dialog'} as object}}
    >
      <Stack direction="row" alignItems="center" className={styles.header}>
        <Typography id="settings-drawer-title" component="h2" variant="h6" className={styles.grow}>
          {m.title}
        </Typography>
        <IconButton aria-label={m.close} onClick={onClose} size="small">
          <CloseRounded fontSize="small" />
        </IconButton>
      </Stack>
      <Divider />
      <Box className={styles.body}>
        <ModeSection />
        <DirectionSection />
        <DensitySection />
        <ColorsSection />
        <CodeSection />
        <Section title={m.preview}>
          <DemoPreview />
        </Section>
      </Box>
    </Drawer>
  );
}
