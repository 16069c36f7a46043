import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  wind: number;
}

const rows: Station[] = [
  { id: 1, station: 'Bergen', temperature: 9.4, humidity: 88, wind: 7.1 },
  { id: 2, station: 'Oslo', temperature: 6.2, humidity: 71, wind: 3.4 },
  { id: 3, station: 'Tromsø', temperature: 1.8, humidity: 79, wind: 9.6 },
  { id: 4, station: 'Trondheim', temperature: 4.9, humidity: 75, wind: 5.2 },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 120 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'wind', headerName: 'Wind (m/s)', type: 'number', width: 110 },
];

const heights = [36, 56, 80];

export default function ColumnHeaderHeight() {
  const [headerHeight, setHeaderHeight] = useState(80);

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={headerHeight}
        onChange={(_event, value: number | null) => {
          if (value !== null) {
            setHeaderHeight(value);
          }
        }}
      >
        {heights.map((height) => (
          <ToggleButton key={height} value={height}>
            {height} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} columnHeaderHeight={headerHeight} hideFooter />
      </div>
    </Stack>
  );
}
