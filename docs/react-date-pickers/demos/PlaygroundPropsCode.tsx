import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

const formats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'D MMM YYYY'];

export default function PlaygroundPropsCode() {
  const [label, setLabel] = useState('Start date');
  const [format, setFormat] = useState(formats[0]);
  const [disablePast, setDisablePast] = useState(true);
  const [closeOnSelect, setCloseOnSelect] = useState(true);
  const [copied, setCopied] = useState(false);

  // Without closeOnSelect, the popover needs buttons to commit or drop the value.
  const actions: PickersActionBarAction[] = closeOnSelect ? [] : ['clear', 'cancel', 'accept'];

  // Write the props that differ from the defaults, one per line.
  const lines = [
    `label="${label}"`,
    format !== 'MM/DD/YYYY' && `format="${format}"`,
    disablePast && 'disablePast',
    // The default differs between desktop (true) and mobile (false): always write it.
    closeOnSelect ? 'closeOnSelect' : 'closeOnSelect={false}',
    actions.length > 0 && `slotProps={{ actionBar: { actions: [${actions.map((a) => `'${a}'`).join(', ')}] } }}`,
  ].filter(Boolean);
  const code = `<DatePicker\n${lines.map((line) => `  ${line}`).join('\n')}\n/>`;

  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField size="small" label="label" value={label} onChange={(event) => setLabel(event.target.value)} />
          <TextField
            select
            size="small"
            label="format"
            value={format}
            onChange={(event) => setFormat(event.target.value)}
          >
            {formats.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            label="disablePast"
            control={<Switch checked={disablePast} onChange={(event) => setDisablePast(event.target.checked)} />}
          />
          <FormControlLabel
            label="closeOnSelect"
            control={<Switch checked={closeOnSelect} onChange={(event) => setCloseOnSelect(event.target.checked)} />}
          />
        </Stack>
        <DatePicker
          label={label}
          format={format}
          disablePast={disablePast}
          closeOnSelect={closeOnSelect}
          slotProps={{ actionBar: { actions } }}
        />
        <Box sx={{ position: 'relative' }}>
          <Box
            component="pre"
            sx={{ m: 0, p: 2, pr: 12, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}
          >
            <code>{code}</code>
          </Box>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={copy}
            sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper' }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
