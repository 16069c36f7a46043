import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

type Edits = 'date' | 'time' | 'date and time' | 'date range' | 'time range' | 'date and time range';
type Shape = 'field' | 'picker' | 'view' | 'static picker';

interface Found {
  name: string;
  from: string;
  render: () => ReactNode;
}

const edits: Edits[] = ['date', 'time', 'date and time', 'date range', 'time range', 'date and time range'];
const shapes: Shape[] = ['field', 'picker', 'view', 'static picker'];

const start = dayjs('2025-10-06T09:00');
const end = dayjs('2025-10-10T17:30');

const community = '@mui/x-date-pickers';
const pro = '@mui/x-date-pickers-pro';

// What to use for each combination, or a sentence when the packages have no such component.
const catalog: Record<Edits, Record<Shape, Found | string>> = {
  date: {
    field: { name: 'DateField', from: community, render: () => <DateField label="Date" defaultValue={start} /> },
    picker: { name: 'DatePicker', from: community, render: () => <DatePicker label="Date" defaultValue={start} /> },
    view: { name: 'DateCalendar', from: community, render: () => <DateCalendar defaultValue={start} /> },
    'static picker': {
      name: 'StaticDatePicker',
      from: community,
      render: () => <StaticDatePicker defaultValue={start} />,
    },
  },
  time: {
    field: { name: 'TimeField', from: community, render: () => <TimeField label="Time" defaultValue={start} /> },
    picker: { name: 'TimePicker', from: community, render: () => <TimePicker label="Time" defaultValue={start} /> },
    view: { name: 'TimeClock', from: community, render: () => <TimeClock defaultValue={start} /> },
    'static picker': {
      name: 'StaticTimePicker',
      from: community,
      render: () => <StaticTimePicker defaultValue={start} />,
    },
  },
  'date and time': {
    field: {
      name: 'DateTimeField',
      from: community,
      render: () => <DateTimeField label="Date and time" defaultValue={start} />,
    },
    picker: {
      name: 'DateTimePicker',
      from: community,
      render: () => <DateTimePicker label="Date and time" defaultValue={start} />,
    },
    view: 'No single view edits both. Put a DateCalendar next to a DigitalClock, or use the static picker.',
    'static picker': {
      name: 'StaticDateTimePicker',
      from: community,
      render: () => <StaticDateTimePicker defaultValue={start} />,
    },
  },
  'date range': {
    field: {
      name: 'SingleInputDateRangeField',
      from: pro,
      render: () => <SingleInputDateRangeField label="Dates" defaultValue={[start, end]} />,
    },
    picker: {
      name: 'DateRangePicker',
      from: pro,
      render: () => <DateRangePicker defaultValue={[start, end]} />,
    },
    view: {
      name: 'DateRangeCalendar',
      from: pro,
      render: () => <DateRangeCalendar defaultValue={[start, end]} calendars={1} />,
    },
    'static picker': {
      name: 'StaticDateRangePicker',
      from: pro,
      render: () => <StaticDateRangePicker defaultValue={[start, end]} calendars={1} />,
    },
  },
  'time range': {
    field: {
      name: 'SingleInputTimeRangeField',
      from: pro,
      render: () => <SingleInputTimeRangeField label="Hours" defaultValue={[start, end]} />,
    },
    picker: {
      name: 'TimeRangePicker',
      from: pro,
      render: () => <TimeRangePicker defaultValue={[start, end]} />,
    },
    view: 'There is no time range view. Use the picker, or two clocks that you keep in order yourself.',
    'static picker': 'There is no static time range picker.',
  },
  'date and time range': {
    field: {
      name: 'SingleInputDateTimeRangeField',
      from: pro,
      render: () => <SingleInputDateTimeRangeField label="From – to" defaultValue={[start, end]} />,
    },
    picker: {
      name: 'DateTimeRangePicker',
      from: pro,
      render: () => <DateTimeRangePicker defaultValue={[start, end]} />,
    },
    view: 'There is no date and time range view. Use the picker.',
    'static picker': 'There is no static date and time range picker.',
  },
};

export default function BaseConceptsComponentFinder() {
  const [edit, setEdit] = useState<Edits>('date');
  const [shape, setShape] = useState<Shape>('picker');
  const found = catalog[edit][shape];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">The user edits a…</Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={edit}
            onChange={(_event, next: Edits | null) => next && setEdit(next)}
            aria-label="What the user edits"
            sx={{ flexWrap: 'wrap' }}
          >
            {edits.map((name) => (
              <ToggleButton key={name} value={name}>
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="subtitle2">…with a</Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={shape}
            onChange={(_event, next: Shape | null) => next && setShape(next)}
            aria-label="How the component looks"
          >
            {shapes.map((name) => (
              <ToggleButton key={name} value={name}>
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {typeof found === 'string' ? (
          <Alert severity="info">{found}</Alert>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {`import { ${found.name} } from '${found.from}/${found.name}';`}
            </Typography>
            {/* The key mounts a fresh component for each choice. */}
            <Box key={`${edit}-${shape}`} sx={{ pt: 1, maxWidth: '100%', overflowX: 'auto' }}>
              {found.render()}
            </Box>
          </Stack>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
