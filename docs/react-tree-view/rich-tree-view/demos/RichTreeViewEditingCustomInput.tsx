import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type {
  TreeViewCancellableEvent,
  TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view/models';

const MAX_LENGTH = 24;

const notebooks: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'recipes',
    label: 'Recipes',
    children: [
      { id: 'bread', label: 'Sourdough bread' },
      { id: 'curry', label: 'Green curry' },
    ],
  },
  { id: 'travel', label: 'Travel plans' },
];

interface NoteTitleInputProps {
  value?: string;
  className?: string;
  'data-element'?: 'labelInput';
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => void;
  autoFocus?: boolean;
  ownerState?: object; // Added by the slot system: don't pass it to the DOM.
}

// Receives the props of the default input: pass them all on to the real <input>.
function NoteTitleInput({ value = '', className, ownerState, ...inputProps }: NoteTitleInputProps) {
  return (
    <InputBase
      className={className}
      value={value}
      size="small"
      inputProps={{ ...inputProps, maxLength: MAX_LENGTH, 'aria-label': 'Title' }}
      endAdornment={
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {value.length}/{MAX_LENGTH}
        </Typography>
      }
      sx={{
        flexGrow: 1,
        px: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'primary.main',
      }}
    />
  );
}

export default function RichTreeViewEditingCustomInput() {
  return (
    <Box sx={{ minHeight: 200, maxWidth: 400 }}>
      <RichTreeView
        aria-label="Notebooks"
        items={notebooks}
        defaultExpandedItems={['recipes']}
        isItemEditable
        slotProps={{ item: { slots: { labelInput: NoteTitleInput } } }}
      />
    </Box>
  );
}
