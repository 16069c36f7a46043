import Box from '@mui/material/Box';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Flight {
  id: string;
  fromAirport: string;
  departs: string;
  toAirport: string;
  arrives: string;
}

const rows: Flight[] = [
  { id: 'TP1352', fromAirport: 'LIS', departs: '07:10', toAirport: 'AMS', arrives: '11:00' },
  { id: 'KL1698', fromAirport: 'AMS', departs: '09:35', toAirport: 'BCN', arrives: '11:55' },
  { id: 'LH1122', fromAirport: 'FRA', departs: '12:20', toAirport: 'MAD', arrives: '14:55' },
  { id: 'AF1349', fromAirport: 'CDG', departs: '16:45', toAirport: 'FCO', arrives: '18:50' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'fromAirport', headerName: 'Airport', width: 100 },
  { field: 'departs', headerName: 'Time', width: 90 },
  { field: 'toAirport', headerName: 'Airport', width: 100 },
  { field: 'arrives', headerName: 'Time', width: 90 },
];

// Renders an icon before the group name.
function GroupHeader({ headerName, groupId }: GridColumnGroupHeaderParams) {
  const Icon = groupId === 'departure' ? FlightTakeoffIcon : FlightLandIcon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
      <Icon fontSize="small" />
      {headerName}
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'departure',
    headerName: 'Departure',
    headerClassName: 'group-departure',
    renderHeaderGroup: GroupHeader,
    children: [{ field: 'fromAirport' }, { field: 'departs' }],
  },
  {
    groupId: 'arrival',
    headerName: 'Arrival',
    headerClassName: 'group-arrival',
    renderHeaderGroup: GroupHeader,
    children: [{ field: 'toAirport' }, { field: 'arrives' }],
  },
];

export default function ColumnGroupsCustomHeader() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .group-departure': { bgcolor: 'rgba(33, 150, 243, 0.12)' },
        '& .group-arrival': { bgcolor: 'rgba(76, 175, 80, 0.12)' },
      }}
    >
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} />
    </Box>
  );
}
