import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Course {
  id: string;
  label: string;
  locked?: boolean;
  children?: Course[];
}

const course: Course[] = [
  {
    id: 'module-1',
    label: 'Module 1: Foundations',
    children: [
      { id: 'lesson-1', label: 'Lesson 1: Variables' },
      { id: 'lesson-2', label: 'Lesson 2: Loops' },
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2: Functions',
    children: [
      { id: 'lesson-3', label: 'Lesson 3: Parameters' },
      { id: 'lesson-4', label: 'Lesson 4: Recursion', locked: true },
    ],
  },
  { id: 'final-exam', label: 'Final exam', locked: true },
];

const isLocked = (item: Course) => item.locked === true;

export default function RichDisabledItemsFocusable() {
  const [focusable, setFocusable] = useState(true);

  return (
    <Box sx={{ minHeight: 300 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <RichTreeView
        aria-label="Course outline"
        items={course}
        defaultExpandedItems={['module-1', 'module-2']}
        isItemDisabled={isLocked}
        disabledItemsFocusable={focusable}
      />
    </Box>
  );
}
