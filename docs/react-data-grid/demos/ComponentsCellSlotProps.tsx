import { useMemo, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const cities = [
  { id: 1, city: 'Nairobi', country: 'Kenya', population: 4.4, elevation: 1795 },
  { id: 2, city: 'Quito', country: 'Ecuador', population: 2.8, elevation: 2850 },
  { id: 3, city: 'Kathmandu', country: 'Nepal', population: 1.6, elevation: 1400 },
  { id: 4, city: 'La Paz', country: 'Bolivia', population: 0.8, elevation: 3640 },
  { id: 5, city: 'Addis Ababa', country: 'Ethiopia', population: 3.9, elevation: 2355 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 130 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 120 },
];

export default function ComponentsCellSlotProps() {
  const apiRef = useGridApiRef();
  const [hovered, setHovered] = useState('Point at a cell.');

  // Memoized: a new slotProps object on each render would re-render every cell.
  const slotProps = useMemo(
    () => ({
      cell: {
        // Each cell carries data-field; its row carries data-id.
        onMouseEnter: (event: MouseEvent<HTMLDivElement>) => {
          const field = event.currentTarget.dataset.field;
          const rowId = event.currentTarget.closest('[data-id]')?.getAttribute('data-id');
          const api = apiRef.current;
          if (!api || !field || !rowId) return;
          const id = Number(rowId);
          const label = api.getColumn(field).headerName;
          setHovered(`${api.getRow(id)?.city}, ${label}: ${api.getCellValue(id, field)}`);
        },
      },
    }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {hovered}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={cities} columns={columns} slotProps={slotProps} hideFooter />
      </Box>
    </Box>
  );
}
