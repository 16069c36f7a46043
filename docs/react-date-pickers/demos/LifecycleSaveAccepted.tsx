import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type {
  DateTimeValidationError,
  PickerChangeHandlerContext,
} from '@mui/x-date-pickers/models';

const firstSlot = dayjs('2025-04-17T08:00');

export default function LifecycleSaveAccepted() {
  const [draft, setDraft] = useState<Dayjs | null>(dayjs('2025-04-22T14:00'));
  const [saved, setSaved] = useState<Dayjs | null>(draft);
  const [saves, setSaves] = useState(0);

  const handleAccept = (
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateTimeValidationError>,
  ) => {
    // Ignore values that break a rule, and the null of an emptied field.
    if (value === null || context.validationError !== null) {
      return;
    }
    setSaved(value);
    setSaves((count) => count + 1);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Team review"
          value={draft}
          onChange={setDraft}
          onAccept={handleAccept}
          minDateTime={firstSlot}
        />
        <Typography variant="body2">
          On screen: {draft?.isValid() ? draft.format('ddd D MMM, HH:mm') : 'incomplete or empty'}
        </Typography>
        <Typography variant="body2">
          Saved: {saved ? saved.format('ddd D MMM, HH:mm') : 'nothing yet'} ({saves}{' '}
          {saves === 1 ? 'save' : 'saves'})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
