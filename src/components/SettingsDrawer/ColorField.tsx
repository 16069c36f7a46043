import React, {type ReactNode} from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import {decomposeColor, rgbToHex} from '@mui/material/styles';
import {asRgb} from '@site/src/modules/docsTheme';
import {colorFormatError, readColor} from '@site/src/modules/paletteColors';
import styles from './styles.module.css';

/** `#rrggbb` for the native colour input, which reads nothing else. */
function toHex(color: string): string {
  const reading = readColor(color);
  return reading.ok ? rgbToHex(asRgb(reading.color)).slice(0, 7) : '#000000';
}

/**
 * A stored colour as the field shows it: `#rrggbb` when it is opaque (what
 * the picker gives and most readers type; the stored form is MUI's
 * normalised `rgb(…)`), as stored otherwise (transparency, or unreadable).
 */
export function colorForEditing(color: string): string {
  const reading = readColor(color);
  if (!reading.ok || decomposeColor(reading.color).values.length > 3) return color;
  return toHex(reading.color);
}

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  pickerLabel: string;
  /** A warning about a usable colour (it still applies), shown under the field. */
  warning?: string | null;
};

/** A colour typed as hex, rgb() or hsl(), or picked; why it cannot be used when it cannot (see readColor). */
export default function ColorField({id, label, value, onChange, pickerLabel, warning = null}: Props): ReactNode {
  const error = value.trim() === '' ? null : colorFormatError(value);
  const warningId = `${id}-warning`;
  return (
    <div>
      <div className={styles.colorField}>
        <input
          type="color"
          className={styles.swatch}
          aria-label={pickerLabel}
          value={toHex(value)}
          onChange={(event) => onChange(event.target.value)}
        />
        <TextField
          id={id}
          label={label}
          size="small"
          fullWidth
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{
            htmlInput: {spellCheck: false, autoComplete: 'off'},
            // MUI's own description (the helper text), then the warning.
            input: {'aria-describedby': `${id}-helper-text ${warningId}`},
          }}
        />
      </div>
      {/* The live region stays mounted, so screen readers announce a warning when it appears
          (also when the colour comes from the picker, away from the text field). */}
      <div role="status" id={warningId}>
        {warning && (
          <Alert severity="warning" role="none" className={styles.colorWarning}>
            {warning}
          </Alert>
        )}
      </div>
    </div>
  );
}
