import type { ButtonHTMLAttributes, Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The props that the arrow switcher passes to its button slots.
interface ArrowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  ownerState: { isButtonHidden: boolean };
  // IconButton props that a Button does not take.
  edge?: 'start' | 'end' | false;
  size?: 'small' | 'medium' | 'large';
  ref?: Ref<HTMLButtonElement>;
}

// A square outlined button instead of the round icon button.
function SquareArrowButton(props: ArrowButtonProps) {
  const { ownerState, edge, size, ...other } = props;

  return (
    <Button
      {...other}
      variant="outlined"
      size="small"
      sx={{
        minWidth: 36,
        height: 36,
        p: 0,
        // The range calendars hide the outer arrows of their inner months.
        visibility: ownerState.isButtonHidden ? 'hidden' : 'visible',
      }}
    />
  );
}

export default function CustomComponentsArrowSwitcher() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <DatePicker
          label="Payment date"
          defaultValue={dayjs('2025-09-05')}
          slots={{
            previousIconButton: SquareArrowButton,
            nextIconButton: SquareArrowButton,
            leftArrowIcon: ArrowBackIcon,
            rightArrowIcon: ArrowForwardIcon,
          }}
          slotProps={{
            leftArrowIcon: { fontSize: 'small' },
            rightArrowIcon: { fontSize: 'small' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
