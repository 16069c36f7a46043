import { useEffect, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function AccessibilityScreenReaderLabels() {
  const [returnDate, setReturnDate] = useState<Dayjs | null>(dayjs('2025-04-24'));
  const pickerRef = useRef<HTMLDivElement>(null);
  const [buttonLabels, setButtonLabels] = useState<string[]>([]);

  // Show the accessible names of the field's buttons, which are not visible on screen.
  // The open button has an aria-label; the clear button is named by its title.
  useEffect(() => {
    const buttons = pickerRef.current?.querySelectorAll('button') ?? [];
    setButtonLabels(
      Array.from(buttons, (button) => button.getAttribute('aria-label') ?? button.title),
    );
  }, [returnDate]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DatePicker
          ref={pickerRef}
          label="Return date"
          value={returnDate}
          onChange={setReturnDate}
          localeText={{
            openDatePickerDialogue: (formattedDate) =>
              formattedDate
                ? `Change the return date, currently ${formattedDate}`
                : 'Choose a return date',
            fieldClearLabel: 'Clear the return date',
          }}
          slotProps={{ field: { clearable: true } }}
        />
        {buttonLabels.map((label) => (
          <Typography key={label} variant="body2">
            Button label: “{label}”
          </Typography>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
