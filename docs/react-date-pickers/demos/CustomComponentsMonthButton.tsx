import type { ButtonHTMLAttributes, Ref } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Electricity used per month, in kWh, keyed by the short month name that the button shows.
const usage: Record<string, number> = {
  Jan: 412,
  Feb: 388,
  Mar: 341,
  Apr: 290,
  May: 254,
  Jun: 231,
  Jul: 247,
  Aug: 239,
  Sep: 262,
  Oct: 305,
  Nov: 356,
  Dec: 401,
};

// The props that the month view passes to its `monthButton` slot.
interface MonthButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ownerState: { isMonthSelected: boolean; isMonthDisabled: boolean };
  ref?: Ref<HTMLButtonElement>;
}

function MonthWithUsage(props: MonthButtonProps) {
  // `children` is the short month name; `aria-label`, in `other`, holds the full name.
  const { ownerState, children, ...other } = props;
  const kWh = usage[String(children)];

  return (
    <ButtonBase
      {...other}
      // The label replaces the content for screen readers: add the usage to it.
      aria-label={`${props['aria-label']}: ${kWh} kWh`}
      sx={{
        flexDirection: 'column',
        width: 72,
        py: 0.5,
        borderRadius: 2,
        color: ownerState.isMonthSelected ? 'primary.contrastText' : 'text.primary',
        bgcolor: ownerState.isMonthSelected ? 'primary.main' : 'transparent',
        '&:hover, &.Mui-focusVisible': {
          bgcolor: ownerState.isMonthSelected ? 'primary.dark' : 'action.hover',
        },
      }}
    >
      <Typography variant="subtitle1" component="span">
        {children}
      </Typography>
      <Typography variant="caption" component="span">
        {kWh} kWh
      </Typography>
    </ButtonBase>
  );
}

export default function CustomComponentsMonthButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MonthCalendar defaultValue={dayjs('2025-01-01')} slots={{ monthButton: MonthWithUsage }} />
      </Box>
    </LocalizationProvider>
  );
}
