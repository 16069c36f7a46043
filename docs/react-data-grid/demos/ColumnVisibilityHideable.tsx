import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Medication {
  id: number;
  patient: string;
  drug: string;
  dose: string;
  route: string;
  prescriber: string;
  nextDose: string;
}

const chart: Medication[] = [
  {
    id: 1,
    patient: 'Anna Kowalski',
    drug: 'Amoxicillin',
    dose: '500 mg',
    route: 'Oral',
    prescriber: 'Dr Osei',
    nextDose: '14:00',
  },
  {
    id: 2,
    patient: 'Ben Carter',
    drug: 'Enoxaparin',
    dose: '40 mg',
    route: 'Subcutaneous',
    prescriber: 'Dr Lind',
    nextDose: '18:00',
  },
  {
    id: 3,
    patient: 'Chiara Russo',
    drug: 'Paracetamol',
    dose: '1 g',
    route: 'Intravenous',
    prescriber: 'Dr Osei',
    nextDose: '16:00',
  },
  {
    id: 4,
    patient: 'David Levi',
    drug: 'Metformin',
    dose: '850 mg',
    route: 'Oral',
    prescriber: 'Dr Haddad',
    nextDose: '19:30',
  },
];

const columns: GridColDef<Medication>[] = [
  // Who gets what must stay on screen: users cannot hide these two columns.
  { field: 'patient', headerName: 'Patient', width: 150, hideable: false },
  { field: 'drug', headerName: 'Drug', width: 130, hideable: false },
  { field: 'dose', headerName: 'Dose', width: 90 },
  { field: 'route', headerName: 'Route', width: 130 },
  { field: 'prescriber', headerName: 'Prescriber', width: 120 },
  { field: 'nextDose', headerName: 'Next dose', flex: 1, minWidth: 100 },
];

export default function ColumnVisibilityHideable() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={chart} columns={columns} showToolbar hideFooter />
    </div>
  );
}
