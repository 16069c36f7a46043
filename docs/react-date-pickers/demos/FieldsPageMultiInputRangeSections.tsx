import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { FieldRef, FieldSelectedSections, PickerValidDate } from '@mui/x-date-pickers/models';

// Each input has its own sections: 0 day, 1 month, 2 year.
const sectionNames = ['day', 'month', 'year'];

export default function FieldsPageMultiInputRangeSections() {
  const startFieldRef = useRef<FieldRef<PickerValidDate | null>>(null);
  const endFieldRef = useRef<FieldRef<PickerValidDate | null>>(null);
  const [selectedSections, setSelectedSections] = useState<FieldSelectedSections>(null);
  const [activeInput, setActiveInput] = useState<'start' | 'end'>('start');

  const handleSelectedSectionsChange = (newSelectedSections: FieldSelectedSections) => {
    setSelectedSections(newSelectedSections);
    // The callback does not say which input it comes from: ask the end input.
    setActiveInput(endFieldRef.current?.isFieldFocused() ? 'end' : 'start');
  };

  let description = 'nothing (no input is focused)';
  if (typeof selectedSections === 'number') {
    description = `the ${sectionNames[selectedSections]} of the ${activeInput} input`;
  } else if (selectedSections !== null) {
    description = `"${selectedSections}" in the ${activeInput} input`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => startFieldRef.current?.focusField('month')}>
            Start month
          </Button>
          <Button size="small" variant="outlined" onClick={() => endFieldRef.current?.focusField('day')}>
            End day
          </Button>
        </Stack>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-09-15'), dayjs('2025-09-28')]}
          format="DD/MM/YYYY"
          unstableStartFieldRef={startFieldRef}
          unstableEndFieldRef={endFieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={handleSelectedSectionsChange}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Contract start' : 'Contract end',
            }),
          }}
        />
        <Typography variant="body2">Selected: {description}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
