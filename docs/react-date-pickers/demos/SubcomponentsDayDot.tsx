import type { SxProps, Theme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Days on which the team already has a meeting.
const busyDays = new Set(['2025-07-02', '2025-07-08', '2025-07-09', '2025-07-15', '2025-07-23', '2025-07-30']);

// A small dot under the day number, drawn with a pseudo-element.
// PickersDay centres its content, so the dot lands under the number.
const dotSx: SxProps<Theme> = {
  '&::after': {
    content: '""',
    position: 'absolute',
    bottom: 4,
    width: 5,
    height: 5,
    borderRadius: '50%',
    bgcolor: 'secondary.main',
  },
};

function DayWithDot(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const isBusy = !outsideCurrentMonth && busyDays.has(day.format('YYYY-MM-DD'));

  return <PickersDay {...props} sx={isBusy ? dotSx : props.sx} />;
}

export default function SubcomponentsDayDot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Team meeting"
        referenceDate={dayjs('2025-07-01')}
        slots={{ day: DayWithDot }}
        slotProps={{ textField: { helperText: 'A dot marks a day that already has a meeting' } }}
      />
    </LocalizationProvider>
  );
}
