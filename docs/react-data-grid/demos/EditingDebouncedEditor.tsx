import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  progress: number;
}

const tasks: Task[] = [
  { id: 1, task: 'Draft the tender documents', progress: 80 },
  { id: 2, task: 'Survey the site', progress: 100 },
  { id: 3, task: 'Order the steel frame', progress: 35 },
  { id: 4, task: 'Book the crane', progress: 10 },
];

type ProgressEditCellProps = GridRenderEditCellParams<Task, number> & { debounceMs?: number };

function ProgressEditCell({ id, field, value, debounceMs }: ProgressEditCellProps) {
  const apiRef = useGridApiContext();
  // The slider keeps its own value so it follows the pointer at once,
  // while the grid receives a value only after a pause of `debounceMs`.
  const [sliderValue, setSliderValue] = useState(value ?? 0);

  const handleChange = (_event: Event, newValue: number) => {
    setSliderValue(newValue);
    apiRef.current.setEditCellValue({ id, field, value: newValue, debounceMs });
  };

  return (
    <Slider
      value={sliderValue}
      onChange={handleChange}
      step={5}
      valueLabelDisplay="auto"
      aria-label="Progress"
      slotProps={{ input: { autoFocus: true } }}
      sx={{ mx: 2 }}
    />
  );
}

export default function EditingDebouncedEditor() {
  const [debounce, setDebounce] = useState(true);
  const [updates, setUpdates] = useState(0);

  const columns = useMemo<GridColDef<Task>[]>(
    () => [
      { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
      {
        field: 'progress',
        headerName: 'Progress (%)',
        type: 'number',
        width: 200,
        editable: true,
        display: 'flex',
        // Runs once for every value the grid receives from the editor.
        preProcessEditCellProps: (params: GridPreProcessEditCellProps<number>) => {
          setUpdates((count) => count + 1);
          return params.props;
        },
        renderEditCell: (params: GridRenderEditCellParams<Task, number>) => (
          <ProgressEditCell {...params} debounceMs={debounce ? 300 : undefined} />
        ),
      },
    ],
    [debounce],
  );

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={debounce} onChange={(event) => setDebounce(event.target.checked)} />}
          label="Debounce 300 ms"
        />
        <Alert severity="info" sx={{ flex: 1, py: 0 }}>
          Values the grid received: {updates}
        </Alert>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid rows={tasks} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
