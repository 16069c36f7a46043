import { createContext, forwardRef, useContext } from 'react';
import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type {
  TreeViewCancellableEvent,
  TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view/models';

const projects: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'website',
    label: 'Website redesign',
    children: [
      { id: 'wireframes', label: 'Wireframes' },
      { id: 'copy', label: 'Homepage copy' },
    ],
  },
  {
    id: 'mobile',
    label: 'Mobile app',
    children: [{ id: 'onboarding', label: 'Onboarding flow' }],
  },
];

type ItemInteractions = ReturnType<typeof useTreeItemUtils>['interactions'];

// Gives the label and the input of one item access to that item's editing actions.
const ItemEditingContext = createContext<ItemInteractions | null>(null);

// Keeps the focus in the text field, so a click on a button doesn't trigger "save on blur".
const keepFocus = (event: MouseEvent) => event.preventDefault();

interface EditableLabelProps {
  children?: ReactNode;
  className?: string;
  editable?: boolean;
  onDoubleClick?: (event: MouseEvent<HTMLDivElement>) => void;
}

function EditableLabel({ children, className, editable, onDoubleClick }: EditableLabelProps) {
  const interactions = useContext(ItemEditingContext);

  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" onDoubleClick={onDoubleClick} sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      {editable && (
        <IconButton
          size="small"
          aria-label="Rename"
          tabIndex={-1} // Keyboard users press Enter on the item instead.
          onClick={(event) => {
            event.stopPropagation(); // Don't select the item as well.
            interactions?.toggleItemEditing();
          }}
        >
          <EditOutlinedIcon fontSize="inherit" />
        </IconButton>
      )}
    </Box>
  );
}

interface LabelInputWithButtonsProps {
  value?: string;
  className?: string;
  'data-element'?: 'labelInput';
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => void;
  autoFocus?: boolean;
  ownerState?: object; // Added by the slot system: don't pass it to the DOM.
}

function LabelInputWithButtons({
  value = '',
  className,
  ownerState,
  ...inputProps
}: LabelInputWithButtonsProps) {
  const interactions = useContext(ItemEditingContext);

  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="input"
        type="text"
        value={value}
        {...inputProps}
        sx={{ flexGrow: 1, minWidth: 0, font: 'inherit', px: 0.5 }}
      />
      <IconButton
        size="small"
        aria-label="Save"
        tabIndex={-1}
        disabled={value.trim() === ''}
        onMouseDown={keepFocus}
        onClick={(event) => interactions?.handleSaveItemLabel(event, value)}
      >
        <CheckIcon fontSize="inherit" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Cancel"
        tabIndex={-1}
        onMouseDown={keepFocus}
        onClick={(event) => interactions?.handleCancelItemLabelEditing(event)}
      >
        <CloseIcon fontSize="inherit" />
      </IconButton>
    </Box>
  );
}

const ItemWithEditIcons = forwardRef(function ItemWithEditIcons(
  props: TreeItemProps,
  ref: Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  return (
    <ItemEditingContext.Provider value={interactions}>
      <TreeItem
        {...props}
        ref={ref}
        slots={{ label: EditableLabel, labelInput: LabelInputWithButtons }}
      />
    </ItemEditingContext.Provider>
  );
});

export default function RichTreeViewEditingIcons() {
  return (
    <Box sx={{ minHeight: 240, maxWidth: 400 }}>
      <RichTreeView
        aria-label="Projects"
        items={projects}
        defaultExpandedItems={['website', 'mobile']}
        isItemEditable
        slots={{ item: ItemWithEditIcons }}
      />
    </Box>
  );
}
