import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { FieldRef, FieldSelectedSections, PickerValidDate } from '@mui/x-date-pickers/models';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// With this format, the start date has the sections 0 to 2 and the end date 3 to 5.
const format = 'DD/MM/YYYY';
const sectionNames = ['start day', 'start month', 'start year', 'end day', 'end month', 'end year'];

export default function FieldsPageSingleInputRangeSections() {
  const fieldRef = useRef<FieldRef<DateRange<PickerValidDate>>>(null);
  const [selectedSections, setSelectedSections] = useState<FieldSelectedSections>(null);

  const select = (index: number) => {
    setSelectedSections(index);
    fieldRef.current?.focusField(index);
  };

  let description = 'nothing (the field is not focused)';
  if (selectedSections === 'all') {
    description = 'every section';
  } else if (typeof selectedSections === 'number') {
    description = `section ${selectedSections}, the ${sectionNames[selectedSections]}`;
  } else if (selectedSections !== null) {
    description = `the first "${selectedSections}" section`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => select(0)}>
            Start day
          </Button>
          <Button size="small" variant="outlined" onClick={() => select(3)}>
            End day
          </Button>
          <Button size="small" variant="outlined" onClick={() => select(5)}>
            End year
          </Button>
        </Stack>
        <SingleInputDateRangeField
          label="Exhibition dates"
          defaultValue={[dayjs('2025-09-15'), dayjs('2025-09-28')]}
          format={format}
          unstableFieldRef={fieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Typography variant="body2">Selected: {description}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
