import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  role: string;
  email: string;
  office: string;
}

type Team = 'design' | 'platform' | 'sales';

const members: Record<Team, Member[]> = {
  design: [
    { id: 1, name: 'Ana Silva', role: 'UX lead', email: 'ana@example.com', office: 'Porto' },
    { id: 2, name: 'Jun Ito', role: 'Designer', email: 'jun@example.com', office: 'Osaka' },
    { id: 3, name: 'Lise Berg', role: 'Researcher', email: 'lise@example.com', office: 'Oslo' },
  ],
  platform: [
    {
      id: 4,
      name: 'Oluwaseun Adeyemi-Hartmann',
      role: 'Principal site reliability engineer',
      email: 'oluwaseun.adeyemi-hartmann@example.com',
      office: 'Berlin',
    },
    {
      id: 5,
      name: 'Maximilian Vanderbilt',
      role: 'Database administrator',
      email: 'maximilian.vanderbilt@example.com',
      office: 'Rotterdam',
    },
    { id: 6, name: 'Priya Raman', role: 'Platform engineer', email: 'priya.raman@example.com', office: 'Bengaluru' },
  ],
  sales: [
    { id: 7, name: 'Tom Keane', role: 'Account executive', email: 'tom@example.com', office: 'Dublin' },
    { id: 8, name: 'Sofía Ortega', role: 'Sales engineer', email: 'sofia.ortega@example.com', office: 'Mexico City' },
    { id: 9, name: 'Li Wei', role: 'Sales manager', email: 'li.wei@example.com', office: 'Singapore' },
  ],
};

// Stands in for a request to your server.
function fetchMembers(team: Team): Promise<Member[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(members[team]), 600);
  });
}

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'role', headerName: 'Role' },
  { field: 'email', headerName: 'Email' },
  { field: 'office', headerName: 'Office' },
];

export default function ColumnDimensionsAutosizeAsync() {
  const apiRef = useGridApiRef();
  const [team, setTeam] = useState<Team>('design');
  const [rows, setRows] = useState<Member[]>([]);
  const [loading, setLoading] = useState(true);
  const [fitAfterLoad, setFitAfterLoad] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchMembers(team).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [team]);

  // Runs after the new rows are rendered: autosizing measures the cells in the DOM.
  useEffect(() => {
    if (!fitAfterLoad || rows.length === 0) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      apiRef.current?.autosizeColumns();
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, rows, fitAfterLoad]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={team}
          onChange={(_event, value: Team | null) => value && setTeam(value)}
          aria-label="Team"
        >
          <ToggleButton value="design">Design</ToggleButton>
          <ToggleButton value="platform">Platform</ToggleButton>
          <ToggleButton value="sales">Sales</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={fitAfterLoad} onChange={(event) => setFitAfterLoad(event.target.checked)} />}
          label="Autosize after loading"
        />
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </div>
    </Stack>
  );
}
