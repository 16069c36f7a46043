import type { ButtonHTMLAttributes, Ref } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Number of annual reports filed per year.
const reportsPerYear: Record<string, number> = {
  '2018': 2,
  '2019': 4,
  '2020': 3,
  '2022': 5,
  '2023': 4,
  '2024': 6,
  '2025': 1,
};

// The props that the year view passes to its `yearButton` slot.
interface YearButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ownerState: { isYearSelected: boolean; isYearDisabled: boolean };
  ref?: Ref<HTMLButtonElement>;
}

function YearWithReports(props: YearButtonProps) {
  // `children` is the year, already formatted. `ownerState` must not reach the DOM.
  const { ownerState, children, ...other } = props;
  const count = reportsPerYear[String(children)] ?? 0;

  return (
    // Spread the rest: it holds the ref, the click and keyboard handlers and the ARIA attributes.
    <ButtonBase
      {...other}
      sx={{
        flexDirection: 'column',
        width: 80,
        py: 0.5,
        borderRadius: 2,
        color: ownerState.isYearSelected ? 'primary.contrastText' : 'text.primary',
        bgcolor: ownerState.isYearSelected ? 'primary.main' : 'transparent',
        opacity: ownerState.isYearDisabled ? 0.4 : 1,
        '&:hover, &.Mui-focusVisible': {
          bgcolor: ownerState.isYearSelected ? 'primary.dark' : 'action.hover',
        },
      }}
    >
      <Typography variant="subtitle1" component="span">
        {children}
      </Typography>
      <Typography variant="caption" component="span">
        {count === 1 ? '1 report' : `${count} reports`}
      </Typography>
    </ButtonBase>
  );
}

function hasNoReport(year: Dayjs) {
  return !reportsPerYear[year.format('YYYY')];
}

export default function CustomComponentsYearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <YearCalendar
          defaultValue={dayjs('2024-01-01')}
          minDate={dayjs('2018-01-01')}
          maxDate={dayjs('2025-12-31')}
          shouldDisableYear={hasNoReport}
          slots={{ yearButton: YearWithReports }}
        />
      </Box>
    </LocalizationProvider>
  );
}
