import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The garage books services from 2 June 2025, Monday to Friday.
const firstDay = dayjs('2025-06-02');

function isWeekend(day: Dayjs): boolean {
  return day.day() === 0 || day.day() === 6;
}

export default function ValidationSaveValidOnly() {
  const [draft, setDraft] = useState<Dayjs | null>(dayjs('2025-06-10'));
  const [draftError, setDraftError] = useState<DateValidationError>(null);
  const [saved, setSaved] = useState<Dayjs | null>(dayjs('2025-06-10'));

  const canSave = draft !== null && draftError === null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Car service"
          minDate={firstDay}
          shouldDisableDate={isWeekend}
          value={draft}
          onChange={(newValue, context) => {
            // The invalid value still arrives here: keep it as a draft, with its error.
            setDraft(newValue);
            setDraftError(context.validationError);
          }}
          slotProps={{
            textField: {
              helperText: draftError ? `Not saved: '${draftError}'` : 'Weekdays from 2 June 2025',
            },
          }}
        />
        <Button variant="contained" disabled={!canSave} onClick={() => setSaved(draft)}>
          Save
        </Button>
        <Typography variant="body2">
          Saved: {saved ? saved.format('dddd D MMMM YYYY') : 'nothing yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
