import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const firstDraft = dayjs('2025-06-12');

export default function DateCalendarControlledUncontrolled() {
  // Controlled: the state lives here, so a button outside the calendar can change it.
  const [deadline, setDeadline] = useState<Dayjs | null>(firstDraft);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 2 }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Uncontrolled: first draft</Typography>
          {/* The calendar keeps its own state, starting from defaultValue. */}
          <DateCalendar defaultValue={firstDraft} />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Controlled: final deadline</Typography>
          <DateCalendar value={deadline} onChange={setDeadline} />
          <Button size="small" onClick={() => setDeadline((day) => day?.add(1, 'week') ?? firstDraft)}>
            Postpone by a week
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
