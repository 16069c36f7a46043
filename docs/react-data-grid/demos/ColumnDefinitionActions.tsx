import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Draft {
  id: number;
  title: string;
  author: string;
  words: number;
}

const initialDrafts: Draft[] = [
  { id: 1, title: 'Spring menu launch', author: 'Noor', words: 640 },
  { id: 2, title: 'Interview with our head baker', author: 'Pablo', words: 1820 },
  { id: 3, title: 'Opening hours over the holidays', author: 'Noor', words: 210 },
  { id: 4, title: 'How we source our flour', author: 'Greta', words: 1150 },
];

export default function ColumnDefinitionActions() {
  const [drafts, setDrafts] = useState(initialDrafts);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The draft the dialog asks about. It stays set while the dialog fades out.
  const [target, setTarget] = useState<Draft | null>(null);

  // The columns only use state setters, which never change, so they are built once.
  const columns = useMemo<GridColDef<Draft>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
      { field: 'author', headerName: 'Author', width: 110 },
      { field: 'words', headerName: 'Words', type: 'number', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<ContentCopyIcon />}
              label="Duplicate"
              onClick={() =>
                setDrafts((rows) => {
                  const nextId = Math.max(...rows.map((row) => row.id)) + 1;
                  return [...rows, { ...params.row, id: nextId, title: `${params.row.title} (copy)` }];
                })
              }
            />
            {/* The menu closes on click, then the dialog opens. */}
            <GridActionsCellItem
              label="Delete…"
              showInMenu
              onClick={() => {
                setTarget(params.row);
                setDialogOpen(true);
              }}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  const confirmDelete = (id: GridRowId) => {
    setDrafts((rows) => rows.filter((row) => row.id !== id));
    setDialogOpen(false);
  };

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={drafts} columns={columns} hideFooter />
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)}>
        <DialogTitle>Delete this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText>“{target?.title}” will be removed. This cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)}>Cancel</Button>
          <Button color="error" onClick={() => target && confirmDelete(target.id)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
