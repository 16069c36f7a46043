import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

function CheckInLayout(props: PickersLayoutProps<Dayjs | null>) {
  // The hook returns each part, already wired to the picker.
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot ownerState={ownerState} className={props.className} sx={props.sx}>
      {toolbar}
      <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      {/* A footer row of your own: a note on the left, the buttons on the right. */}
      <Stack
        direction="row"
        sx={{ gridColumn: '1 / 4', gridRow: 3, alignItems: 'center', justifyContent: 'space-between', pl: 3 }}
      >
        <Typography variant="caption" color="text.secondary">
          Check-in from 15:00
        </Typography>
        {actionBar}
      </Stack>
    </PickersLayoutRoot>
  );
}

export default function LayoutBuildingBlocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2025-12-19')} slots={{ layout: CheckInLayout }} />
    </LocalizationProvider>
  );
}
