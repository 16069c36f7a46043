import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function CustomComponentsActionBarActions() {
  const [accepted, setAccepted] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          referenceDate={dayjs('2025-05-01')}
          onAccept={setAccepted}
          slotProps={{
            // The function receives the owner state of the layout, so the buttons follow the value.
            actionBar: (ownerState) => ({
              actions: ownerState.isPickerValueEmpty ? ['today'] : ['clear', 'cancel', 'accept'],
            }),
          }}
        />
        <Typography variant="body2">
          {accepted ? `Last accepted: ${accepted.format('D MMMM YYYY')}` : 'No date accepted yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
