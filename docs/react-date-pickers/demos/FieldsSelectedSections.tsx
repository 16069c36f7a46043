import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef, FieldSectionType, FieldSelectedSections, PickerValidDate } from '@mui/x-date-pickers/models';

// With this format, the sections have these indexes: 0 day, 1 month, 2 year, 3 hours, 4 minutes.
const format = 'DD/MM/YYYY HH:mm';
const sectionNames = ['day', 'month', 'year', 'hours', 'minutes'];

function describe(selected: FieldSelectedSections): string {
  if (selected === null) return 'nothing (the field is not focused)';
  if (selected === 'all') return 'every section';
  return typeof selected === 'number' ? `section ${selected}, the ${sectionNames[selected]}` : selected;
}

export default function FieldsSelectedSections() {
  const fieldRef = useRef<FieldRef<PickerValidDate | null>>(null);
  const [selectedSections, setSelectedSections] = useState<FieldSelectedSections>(null);

  const jumpTo = (section: FieldSectionType) => {
    setSelectedSections(section);
    // The selection shows only while the field has focus.
    fieldRef.current?.focusField(section);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => jumpTo('day')}>Day</Button>
          <Button size="small" variant="outlined" onClick={() => jumpTo('year')}>Year</Button>
          <Button size="small" variant="outlined" onClick={() => jumpTo('hours')}>Hours</Button>
        </Stack>
        <DateTimeField
          label="Parcel collection"
          defaultValue={dayjs('2025-06-12T16:30')}
          format={format}
          unstableFieldRef={fieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Typography variant="body2">Selected: {describe(selectedSections)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
