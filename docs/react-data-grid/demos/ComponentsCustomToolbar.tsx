import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import {
  DataGrid,
  ExportPrint,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

const projects = [
  { id: 1, name: 'Checkout redesign', lead: 'Aisha Bello', stage: 'Build', budget: 48000 },
  { id: 2, name: 'Warehouse scanners', lead: 'Karl Nilsson', stage: 'Discovery', budget: 12500 },
  { id: 3, name: 'Loyalty programme', lead: 'Mina Park', stage: 'Launch', budget: 73000 },
  { id: 4, name: 'Data retention policy', lead: 'Owen Hughes', stage: 'Build', budget: 9000 },
  { id: 5, name: 'Store locator', lead: 'Lucía Vega', stage: 'Discovery', budget: 21000 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 160 },
  { field: 'lead', headerName: 'Lead', width: 130 },
  { field: 'stage', headerName: 'Stage', width: 110 },
  { field: 'budget', headerName: 'Budget (€)', type: 'number', width: 110 },
];

function ProjectsToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1, mx: 0.5 }}>
        Projects
      </Typography>
      <Tooltip title="Filters">
        {/* A render function receives the trigger's props and its state. */}
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />}>
          <PrintOutlinedIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
      {/* The quick filter is a small compound component: field and clear button. */}
      <QuickFilter>
        <QuickFilterControl placeholder="Search projects" size="small" />
        <QuickFilterClear render={<ToolbarButton aria-label="Clear search" />}>
          <CancelIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function ComponentsCustomToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={projects} columns={columns} showToolbar slots={{ toolbar: ProjectsToolbar }} />
    </Box>
  );
}
