import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface TimeEntry {
  id: number;
  task: string;
  person: string;
  day: Date;
  hours: number;
  billable: boolean;
}

const entries: TimeEntry[] = [
  { id: 1, task: 'Kick-off workshop', person: 'Nadia', day: new Date(2025, 2, 3), hours: 3.5, billable: true },
  { id: 2, task: 'Wireframes', person: 'Tomás', day: new Date(2025, 2, 4), hours: 6, billable: true },
  { id: 3, task: 'Internal review', person: 'Nadia', day: new Date(2025, 2, 5), hours: 1.5, billable: false },
  { id: 4, task: 'Design system setup', person: 'Tomás', day: new Date(2025, 2, 6), hours: 7, billable: true },
  { id: 5, task: 'Client call', person: 'Grace', day: new Date(2025, 2, 7), hours: 1, billable: true },
  { id: 6, task: 'Team retro', person: 'Grace', day: new Date(2025, 2, 7), hours: 1, billable: false },
];

const columns: GridColDef<TimeEntry>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'person', headerName: 'Person', width: 100 },
  { field: 'day', headerName: 'Day', type: 'date', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 120 },
];

export default function AggregationBasic() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={entries}
        columns={columns}
        initialState={{
          // Total hours, the last day worked, and how many entries are billable.
          aggregation: { model: { hours: 'sum', day: 'max', billable: 'sizeTrue' } },
        }}
      />
    </div>
  );
}
