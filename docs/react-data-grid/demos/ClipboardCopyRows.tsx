import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
}

const contacts: Contact[] = [
  { id: 1, name: 'Aylin Demir', company: 'Kestrel Studio', email: 'aylin@kestrel.example', phone: '+90 212 555 0142' },
  { id: 2, name: 'Bruno Costa', company: 'Maré Foods', email: 'bruno@mare.example', phone: '+351 21 555 0190' },
  { id: 3, name: 'Chloe Martin', company: 'Pixel & Pine', email: 'chloe@pixelpine.example', phone: '+33 1 55 50 01 77' },
  { id: 4, name: 'Dev Patel', company: 'Northwind Labs', email: 'dev@northwind.example', phone: '+44 20 5550 0123' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'company', headerName: 'Company', width: 140 },
  { field: 'email', headerName: 'E-mail', width: 200 },
  { field: 'phone', headerName: 'Phone', width: 160 },
];

export default function ClipboardCopyRows() {
  const [copied, setCopied] = useState('');

  return (
    <Stack spacing={1}>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={contacts}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          // Called with the text the grid has just put on the clipboard.
          onClipboardCopy={(text) => setCopied(text)}
        />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}>
        {copied || 'Select rows or click a cell, then press Ctrl+C (⌘+C).'}
      </Box>
    </Stack>
  );
}
