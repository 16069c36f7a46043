import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Employee {
  id: string;
  label: string;
  email: string;
  children?: Employee[];
}

const staff: Employee[] = [
  {
    id: 'hana',
    label: 'Hana Kim',
    email: 'hana.kim@example.com',
    children: [
      { id: 'omar', label: 'Omar Haddad', email: 'omar.haddad@example.com' },
      { id: 'sofia', label: 'Sofia Lindqvist', email: 'sofia.lindqvist@example.com' },
    ],
  },
  { id: 'ravi', label: 'Ravi Shah', email: 'ravi.shah@example.com' },
];

function findEmployee(people: Employee[], id: string | null): Employee | undefined {
  for (const person of people) {
    if (person.id === id) return person;
    const match = findEmployee(person.children ?? [], id);
    if (match) return match;
  }
  return undefined;
}

export default function ControlledSelection() {
  const [selectedId, setSelectedId] = useState<string | null>('omar');
  const selected = findEmployee(staff, selectedId);

  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <RichTreeView
        items={staff}
        defaultExpandedItems={['hana']}
        selectedItems={selectedId}
        onSelectedItemsChange={(_event, itemId) => setSelectedId(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {selected ? `Contact ${selected.label} at ${selected.email}` : 'Select a person.'}
      </Typography>
    </Box>
  );
}
