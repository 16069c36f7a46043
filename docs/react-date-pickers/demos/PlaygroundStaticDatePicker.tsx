import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateView } from '@mui/x-date-pickers/models';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const shortcutItems: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  { label: 'Next Monday', getValue: () => dayjs().day(8) },
  { label: 'In 30 days', getValue: () => dayjs().add(30, 'day') },
];

interface ChoicesProps<T extends string> {
  label: string;
  options: T[];
  selected: T[];
  onChange: (selected: T[]) => void;
  exclusive?: boolean; // Exactly one option is selected.
  required?: boolean; // At least one option stays selected.
}

function Choices<T extends string>({ label, options, selected, onChange, exclusive, required }: ChoicesProps<T>) {
  const handleChange = (_event: React.MouseEvent, next: T | T[] | null) => {
    const list = next === null ? [] : ([] as T[]).concat(next);
    if (list.length > 0 || !(exclusive || required)) {
      onChange(options.filter((option) => list.includes(option))); // Keep the order of `options`.
    }
  };
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption">{label}</Typography>
      <ToggleButtonGroup
        size="small"
        aria-label={label}
        exclusive={exclusive}
        value={exclusive ? selected[0] : selected}
        onChange={handleChange}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function PlaygroundStaticDatePicker() {
  const [variant, setVariant] = useState<'desktop' | 'mobile'>('mobile');
  const [orientation, setOrientation] = useState<'portrait' | 'landscape'>('portrait');
  const [views, setViews] = useState<DateView[]>(['year', 'day']);
  const [actions, setActions] = useState<PickersActionBarAction[]>(['cancel', 'accept']);
  const [options, setOptions] = useState<('disablePast' | 'shortcuts')[]>([]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Choices
          label="Variant"
          exclusive
          options={['mobile', 'desktop']}
          selected={[variant]}
          onChange={([next]) => setVariant(next)}
        />
        <Choices
          label="Orientation"
          exclusive
          options={['portrait', 'landscape']}
          selected={[orientation]}
          onChange={([next]) => setOrientation(next)}
        />
        <Choices label="Views" required options={['year', 'month', 'day']} selected={views} onChange={setViews} />
        <Choices
          label="Action bar"
          options={['clear', 'today', 'cancel', 'accept']}
          selected={actions}
          onChange={setActions}
        />
        <Choices label="Options" options={['disablePast', 'shortcuts']} selected={options} onChange={setOptions} />
      </Stack>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <StaticDatePicker
            key={views.join()} // Remount when the views change, so that the current view exists.
            displayStaticWrapperAs={variant}
            orientation={orientation}
            views={views}
            disablePast={options.includes('disablePast')}
            slotProps={{
              actionBar: { actions },
              shortcuts: { items: options.includes('shortcuts') ? shortcutItems : [] },
            }}
          />
        </LocalizationProvider>
      </Box>
    </Stack>
  );
}
