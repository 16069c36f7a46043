import { useId, useState } from 'react';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type {
  TreeViewCancellableEvent,
  TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view/models';

const folders: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'clients',
    label: 'Clients',
    children: [
      { id: 'acme', label: 'Acme Corp' },
      { id: 'globex', label: 'Globex' },
    ],
  },
  { id: 'templates', label: 'Templates' },
];

function getNameError(name: string): string | null {
  if (name.trim().length < 3) return 'Use at least 3 characters.';
  if (name.length > 30) return 'Use 30 characters or fewer.';
  if (name.includes('/')) return 'A folder name can’t contain “/”.';
  return null;
}

export default function RichLabelValidation() {
  const apiRef = useRichTreeViewApiRef();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  const labelInputProps = {
    'aria-invalid': error !== null,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setError(getNameError(event.target.value)),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
      if (event.key === 'Enter' && getNameError(event.currentTarget.value)) {
        event.defaultMuiPrevented = true; // Keep the field open: nothing is saved.
      }
      if (event.key === 'Escape') setError(null);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (getNameError(event.currentTarget.value)) {
        apiRef.current?.setEditedItem(null); // Leaving an invalid name discards it.
        setError(null);
      }
    },
  };

  return (
    <Box sx={{ minHeight: 220 }}>
      <RichTreeView
        aria-label="Folders"
        apiRef={apiRef}
        items={folders}
        defaultExpandedItems={['clients']}
        isItemEditable
        slotProps={{ item: { slotProps: { labelInput: labelInputProps } } }}
        sx={(theme) => ({
          '& input[aria-invalid="true"]:focus': { outlineColor: theme.palette.error.main },
        })}
      />
      <Typography id={errorId} variant="body2" color="error" sx={{ mt: 1, minHeight: 20 }}>
        {error}
      </Typography>
    </Box>
  );
}
