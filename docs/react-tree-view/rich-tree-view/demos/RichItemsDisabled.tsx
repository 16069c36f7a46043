import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface SettingsPage {
  id: string;
  label: string;
  adminOnly?: boolean;
  children?: SettingsPage[];
}

const settings: SettingsPage[] = [
  {
    id: 'profile',
    label: 'Profile',
    children: [
      { id: 'photo', label: 'Photo and name' },
      { id: 'language', label: 'Language' },
    ],
  },
  {
    id: 'workspace',
    label: 'Workspace',
    children: [
      { id: 'members', label: 'Members' },
      { id: 'audit-log', label: 'Audit log', adminOnly: true },
    ],
  },
  // A disabled parent also disables everything below it.
  {
    id: 'billing',
    label: 'Billing',
    adminOnly: true,
    children: [{ id: 'invoices', label: 'Invoices' }],
  },
];

const isAdminOnly = (page: SettingsPage) => page.adminOnly === true;

export default function RichItemsDisabled() {
  return (
    <RichTreeView
      aria-label="Settings"
      items={settings}
      isItemDisabled={isAdminOnly}
      defaultExpandedItems={['profile', 'workspace', 'billing']}
    />
  );
}
