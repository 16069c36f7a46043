import { useCallback } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Project {
  id: number;
  name: string;
  owner: string;
  milestones: string[];
}

const rows: Project[] = [
  { id: 1, name: 'Website redesign', owner: 'Ayesha Khan', milestones: ['Wireframes approved', 'Visual design', 'Build', 'Launch'] },
  { id: 2, name: 'Mobile checkout', owner: 'Bruno Martins', milestones: ['Payment provider chosen'] },
  { id: 3, name: 'Data warehouse', owner: 'Chen Wei', milestones: ['Schema', 'Nightly import', 'Dashboards'] },
  { id: 4, name: 'Office move', owner: 'Dagny Holm', milestones: [] },
];

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 160 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  { field: 'milestones', headerName: 'Milestones', type: 'number', width: 110, valueGetter: (value: string[]) => value.length },
];

export default function MasterDetailAutoHeight() {
  // Rows without milestones return null: they get no panel and a disabled toggle.
  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Project>) =>
      row.milestones.length === 0 ? null : (
        <Box sx={{ px: 2 }}>
          <List dense>
            {row.milestones.map((milestone, index) => (
              <ListItem key={milestone} disableGutters>
                <ListItemText primary={`${index + 1}. ${milestone}`} />
              </ListItem>
            ))}
          </List>
        </Box>
      ),
    [],
  );
  // 'auto': the panel is as tall as its content.
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
