import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateView } from '@mui/x-date-pickers/models';

const views: DateView[] = ['year', 'month', 'day'];

export default function ViewsControlledCalendar() {
  const [view, setView] = useState<DateView>('day');
  const [review, setReview] = useState<Dayjs | null>(dayjs('2025-11-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: DateView | null) => next && setView(next)}
          aria-label="Calendar view"
        >
          {views.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* Picking a year or a month moves to the next view and calls onViewChange. */}
        <DateCalendar views={views} view={view} onViewChange={setView} value={review} onChange={setReview} />
      </Stack>
    </LocalizationProvider>
  );
}
