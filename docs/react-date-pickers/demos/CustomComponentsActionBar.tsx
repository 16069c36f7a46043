import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

const checkIn = dayjs('2025-08-14');

// Ignores `actions` and always renders the same three buttons.
function NightsActionBar(props: PickersActionBarProps) {
  const { className } = props;
  // The action bar reads the value and the actions from the picker, not from its props.
  const { value, setValue, clearValue, acceptValueChanges } = usePickerContext<Dayjs | null>();
  const nights = value ? value.diff(checkIn, 'day') : 0;

  return (
    // `className` places the bar in the layout's grid: keep it on the root.
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1 }}>
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {nights > 0 ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : 'Pick the check-out day'}
      </Typography>
      <Button onClick={clearValue}>Clear</Button>
      <Button
        disabled={value === null}
        // `changeImportance: 'set'` changes the value without accepting it or closing the popup.
        onClick={() => value && setValue(value.add(1, 'week'), { changeImportance: 'set' })}
      >
        +1 week
      </Button>
      <Button variant="contained" disabled={nights <= 0} onClick={acceptValueChanges}>
        Book
      </Button>
    </Box>
  );
}

export default function CustomComponentsActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Check-out"
        referenceDate={checkIn}
        minDate={checkIn.add(1, 'day')}
        closeOnSelect={false}
        slots={{ actionBar: NightsActionBar }}
        slotProps={{ textField: { helperText: `Check-in on ${checkIn.format('D MMMM YYYY')}` } }}
      />
    </LocalizationProvider>
  );
}
