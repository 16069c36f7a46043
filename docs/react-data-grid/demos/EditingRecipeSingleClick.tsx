import { useCallback, useState } from 'react';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

const timesheet = [
  { id: 1, day: 'Monday', project: 'Website redesign', hours: 6.5, billable: true },
  { id: 2, day: 'Tuesday', project: 'Website redesign', hours: 7, billable: true },
  { id: 3, day: 'Wednesday', project: 'Internal training', hours: 3, billable: false },
  { id: 4, day: 'Thursday', project: 'Mobile app audit', hours: 8, billable: true },
  { id: 5, day: 'Friday', project: 'Mobile app audit', hours: 5.5, billable: true },
];

const columns: GridColDef[] = [
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 160, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 90, editable: true },
];

export default function EditingRecipeSingleClick() {
  const [cellModesModel, setCellModesModel] = useState<GridCellModesModel>({});

  // One click opens the cell and closes any other open cell, which saves it.
  const handleCellClick = useCallback((params: GridCellParams) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    setCellModesModel((previous) => {
      const closed: GridCellModesModel = {};
      Object.entries(previous).forEach(([id, fields]) => {
        closed[id] = {};
        Object.keys(fields).forEach((field) => {
          closed[id][field] = { mode: GridCellModes.View };
        });
      });
      return { ...closed, [params.id]: { ...closed[params.id], [params.field]: { mode: GridCellModes.Edit } } };
    });
  }, []);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={timesheet}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </div>
  );
}
