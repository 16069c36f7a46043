import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateTimePickerPageClearable() {
  const [publishAt, setPublishAt] = useState<Dayjs | null>(dayjs('2025-08-21T08:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* A cross button in the field: clearing it means "publish now". */}
        <DateTimePicker
          label="Schedule post"
          value={publishAt}
          onChange={setPublishAt}
          slotProps={{ field: { clearable: true } }}
        />
        <Typography variant="body2">
          {publishAt
            ? `The post goes live on ${publishAt.format('D MMM YYYY [at] HH:mm')}.`
            : 'The post goes live as soon as you save it.'}
        </Typography>
        {/* A Clear button at the bottom of the popup. */}
        <DateTimePicker
          label="Unpublish on"
          defaultValue={dayjs('2025-12-31T23:00')}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
