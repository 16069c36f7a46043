import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Supplier {
  id: number;
  company: string;
  contact: string;
  email: string;
  phone: string;
}

const initialSuppliers: Supplier[] = [
  { id: 1, company: 'Alpine Paper Co.', contact: 'Lukas Brunner', email: 'lukas@alpinepaper.example', phone: '+41 44 555 01 20' },
  { id: 2, company: 'Sol Textiles', contact: 'Camila Duarte', email: 'camila@soltextiles.example', phone: '+55 11 5550 4411' },
  { id: 3, company: 'Harbour Packaging', contact: 'Ewan Fraser', email: 'ewan@harbourpack.example', phone: '+44 131 555 0198' },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Supplier', flex: 1, minWidth: 150 },
  { field: 'contact', headerName: 'Contact', width: 140 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'phone', headerName: 'Phone', width: 150 },
];

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function SupplierForm({ supplier, onSave }: { supplier: Supplier; onSave: (supplier: Supplier) => void }) {
  const apiRef = useGridApiContext();
  // The form edits a draft; the row changes only when the user saves.
  const [draft, setDraft] = useState(supplier);
  const emailError = !isEmail(draft.email);

  const handleChange = (field: 'contact' | 'email' | 'phone') => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
    apiRef.current.toggleDetailPanel(supplier.id);
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ p: 2, maxWidth: 520 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Contact" size="small" value={draft.contact} onChange={handleChange('contact')} fullWidth />
        <TextField label="Phone" size="small" value={draft.phone} onChange={handleChange('phone')} fullWidth />
      </Stack>
      <TextField
        label="Email"
        size="small"
        value={draft.email}
        onChange={handleChange('email')}
        error={emailError}
        helperText={emailError ? 'Enter an email address.' : ' '}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={emailError}>
          Save
        </Button>
        <Button size="small" onClick={() => setDraft(supplier)}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}

export default function MasterDetailForm() {
  const [suppliers, setSuppliers] = useState(initialSuppliers);

  const handleSave = useCallback((updated: Supplier) => {
    setSuppliers((previous) => previous.map((supplier) => (supplier.id === updated.id ? updated : supplier)));
  }, []);

  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Supplier>) => <SupplierForm supplier={row} onSave={handleSave} />,
    [handleSave],
  );
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={suppliers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
