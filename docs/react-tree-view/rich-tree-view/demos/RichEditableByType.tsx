import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface MailLabel {
  id: string;
  label: string;
  builtIn: boolean;
  children?: MailLabel[];
}

const mailLabels: MailLabel[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    builtIn: true,
    children: [
      { id: 'clients', label: 'Clients', builtIn: false },
      { id: 'receipts', label: 'Receipts', builtIn: false },
    ],
  },
  { id: 'sent', label: 'Sent', builtIn: true },
  { id: 'newsletters', label: 'Newsletters', builtIn: false },
];

// Built-in labels keep their names; the ones users created can be renamed.
const isCustomLabel = (mailLabel: MailLabel) => !mailLabel.builtIn;

export default function RichEditableByType() {
  return (
    <RichTreeView
      aria-label="Mail labels"
      items={mailLabels}
      defaultExpandedItems={['inbox']}
      isItemEditable={isCustomLabel}
    />
  );
}
