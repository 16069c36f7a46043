import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef, FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';

// With this format, the sections are: 0 = day, 1 = month, 2 = year.
const sectionTypes: FieldSectionType[] = ['day', 'month', 'year'];

const hints: Partial<Record<FieldSectionType, string>> = {
  day: 'Day: type 1 to 31, or use the arrow keys.',
  month: 'Month: type the first letters of its name, such as "se".',
  year: 'Year: type four digits. Arrow Up on an empty year gives this year.',
};

export default function DateFieldSectionHints() {
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  const [selectedSections, setSelectedSections] = useState<FieldSelectedSections>(null);
  const activeType = typeof selectedSections === 'number' ? sectionTypes[selectedSections] : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, alignItems: 'flex-start' }}>
        <DateField
          label="Last tetanus shot"
          format="DD MMMM YYYY"
          fullWidth
          unstableFieldRef={fieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
          helperText={(activeType && hints[activeType]) ?? 'Click a section to see how to fill it in.'}
        />
        {/* The button takes the focus, so move it back to the field and select the year. */}
        <Button variant="outlined" onClick={() => fieldRef.current?.focusField('year')}>
          Edit the year
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
