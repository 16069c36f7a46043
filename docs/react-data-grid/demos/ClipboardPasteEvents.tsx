import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Grade {
  id: number;
  student: string;
  essay: number;
  exam: number;
}

const grades: Grade[] = [
  { id: 1, student: 'Amara Okafor', essay: 14, exam: 16 },
  { id: 2, student: 'Jonas Weber', essay: 12, exam: 11 },
  { id: 3, student: 'Priya Nair', essay: 17, exam: 18 },
  { id: 4, student: 'Tomás Silva', essay: 10, exam: 13 },
  { id: 5, student: 'Yuki Sato', essay: 15, exam: 14 },
];

const columns: GridColDef<Grade>[] = [
  { field: 'student', headerName: 'Student', flex: 1, minWidth: 150 },
  { field: 'essay', headerName: 'Essay /20', type: 'number', width: 110, editable: true },
  { field: 'exam', headerName: 'Exam /20', type: 'number', width: 110, editable: true },
];

// Pastes with more cells than this ask for confirmation first.
const CONFIRM_ABOVE = 2;

interface PendingPaste {
  cellCount: number;
  resolve: () => void;
  reject: () => void;
}

export default function ClipboardPasteEvents() {
  const [log, setLog] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<PendingPaste | null>(null);
  const pendingRef = useRef<PendingPaste | null>(null);

  const addToLog = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 5));

  // Resolve the promise to go on with the paste, reject it to cancel.
  const confirmPaste = ({ data }: { data: string[][] }) => {
    const cellCount = data.reduce((sum, line) => sum + line.length, 0);
    addToLog(`onBeforeClipboardPasteStart: ${cellCount} cells`);
    if (cellCount <= CONFIRM_ABOVE) {
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      pendingRef.current = { cellCount, resolve, reject };
      setPending(pendingRef.current);
    });
  };

  const closeDialog = (accepted: boolean) => {
    if (accepted) {
      pendingRef.current?.resolve();
    } else {
      pendingRef.current?.reject();
      addToLog('Paste cancelled');
    }
    pendingRef.current = null;
    setPending(null);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2">Copy these lines, click an Essay cell, and paste:</Typography>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 13 }}>
        {'16\t17\n13\t12'}
      </Box>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={grades}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          loading={loading}
          processRowUpdate={(newRow: Grade) => newRow}
          onBeforeClipboardPasteStart={confirmPaste}
          onClipboardPasteStart={({ data }) => {
            setLoading(true);
            addToLog(`onClipboardPasteStart: ${data.length} lines`);
          }}
          onClipboardPasteEnd={({ newRows }) => {
            setLoading(false);
            addToLog(`onClipboardPasteEnd: ${newRows.size} rows changed`);
          }}
          hideFooter
        />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 13, minHeight: 100 }}>
        {log.length > 0 ? log.join('\n') : 'Events appear here, newest first.'}
      </Box>
      <Dialog open={pending !== null} onClose={() => closeDialog(false)}>
        <DialogTitle>Paste {pending?.cellCount} grades?</DialogTitle>
        <DialogContent>
          <Typography variant="body2">The pasted values replace the grades already entered.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => closeDialog(false)}>Cancel</Button>
          <Button onClick={() => closeDialog(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
