import { DataGridPremium, gridClasses, type GridColDef } from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  station: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const readings: Reading[] = [
  { id: 1, station: 'Harbour', mon: 21, tue: 34, wed: 28, thu: 19, fri: 25 },
  { id: 2, station: 'Old Town', mon: 38, tue: 42, wed: 45, thu: 31, fri: 36 },
  { id: 3, station: 'Park Road', mon: 12, tue: 15, wed: 11, thu: 9, fri: 14 },
  { id: 4, station: 'Ring Road', mon: 47, tue: 51, wed: 49, thu: 44, fri: 46 },
  { id: 5, station: 'University', mon: 18, tue: 22, wed: 20, thu: 17, fri: 21 },
];

const days: Array<keyof Omit<Reading, 'id' | 'station'>> = ['mon', 'tue', 'wed', 'thu', 'fri'];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 120 },
  ...days.map((day) => ({
    field: day,
    headerName: `${day.charAt(0).toUpperCase()}${day.slice(1)} (µg/m³)`,
    type: 'number' as const,
    width: 110,
  })),
];

const edge = '2px solid var(--range-color)';

export default function CellSelectionRangeStyling() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={readings}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{ cellSelection: { 2: { tue: true, wed: true }, 4: { tue: true, wed: true } } }}
        hideFooter
        sx={{
          '--range-color': (theme) => theme.palette.secondary.main,
          // Every selected cell has the Mui-selected class.
          [`& .${gridClasses.cell}.Mui-selected`]: {
            backgroundColor: 'rgba(156, 39, 176, 0.08)',
          },
          // The cells on the edges of a range get one class per edge.
          [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge },
          [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge },
          [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge },
          [`& .${gridClasses['cell--rangeRight']}`]: { borderRight: edge },
        }}
      />
    </div>
  );
}
