import { useState } from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function OpeningButtonPageValueIcon() {
  const [deadline, setDeadline] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Deadline"
        value={deadline}
        onChange={setDeadline}
        // The value is controlled, so the icon can follow it.
        slots={{ openPickerIcon: deadline ? EventAvailableIcon : EventBusyIcon }}
        slotProps={{
          // The owner state knows whether the value is empty too.
          openPickerIcon: (ownerState) => ({ color: ownerState.isPickerValueEmpty ? 'warning' : 'success' }),
          field: { clearable: true },
        }}
        sx={{ maxWidth: 300 }}
      />
    </LocalizationProvider>
  );
}
