import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';

const orders = Array.from({ length: 10 }, (_, index) => ({
  id: 5000 + index,
  customer: ['Ana', 'Ben', 'Chloé', 'Dev', 'Emre'][index % 5],
  total: 20 + ((index * 53) % 180),
  priority: index % 4 === 0,
}));

function buildColumns(counter: RefObject<number>): GridColDef[] {
  return [
    { field: 'id', headerName: 'Order', width: 80 },
    { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 100 },
    {
      field: 'total',
      headerName: 'Total (€)',
      type: 'number',
      width: 100,
      renderCell: (params: GridRenderCellParams) => {
        counter.current += 1;
        return params.value;
      },
    },
  ];
}

const priorityClass = (params: GridRowClassNameParams) => (params.row.priority ? 'order--priority' : '');

// Its own state, so updating the count never re-renders the grid's parent.
function RenderCount({ counter }: { counter: RefObject<number> }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setCount(counter.current), 250);
    return () => clearInterval(timer);
  }, [counter]);
  return <Typography variant="body2">renderCell calls: {count}</Typography>;
}

export default function PerformanceStableProps() {
  const [note, setNote] = useState('');
  const [stable, setStable] = useState(true);
  const cellRenders = useRef(0);

  // Stable versions: the same references until their dependencies change.
  const memoColumns = useMemo(() => buildColumns(cellRenders), []);
  const memoRowClassName = useCallback(priorityClass, []);
  const memoSx = useMemo(() => ({ '& .order--priority': { fontWeight: 700 } }), []);

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={<Switch checked={stable} onChange={(event) => setStable(event.target.checked)} />}
        label="Keep columns, callback and sx stable"
      />
      <TextField
        size="small"
        label="Type here to re-render the parent"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <RenderCount counter={cellRenders} />
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid
          rows={orders}
          // Inline values are new on every render of this component.
          columns={stable ? memoColumns : buildColumns(cellRenders)}
          getRowClassName={stable ? memoRowClassName : (params) => priorityClass(params)}
          sx={stable ? memoSx : { '& .order--priority': { fontWeight: 700 } }}
          density="compact"
          hideFooter
        />
      </div>
    </Stack>
  );
}
