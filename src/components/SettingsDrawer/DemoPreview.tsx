import React, {type ReactNode} from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {settingsMessages} from './messages';
import DemoThemeProvider from '@site/src/components/DemoThemeProvider';

/** A few components in the demo theme, to see the settings above take effect. */
export default function DemoPreview(): ReactNode {
  const m = settingsMessages();
  return (
    <DemoThemeProvider>
      <Paper variant="outlined" sx={{p: 2}} data-testid="settings-demo-preview">
        <Stack spacing={2}>
          <TextField
            label={m.previewAmount}
            defaultValue="120.00"
            slotProps={{input: {startAdornment: <InputAdornment position="start">$</InputAdornment>}}}
          />
          <FormControlLabel control={<Switch defaultChecked />} label={m.previewNotify} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained">{m.previewPay}</Button>
            <Button variant="outlined" color="secondary">
              {m.previewCancel}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </DemoThemeProvider>
  );
}
