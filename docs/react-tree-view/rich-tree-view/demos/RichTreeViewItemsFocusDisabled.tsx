import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Lesson {
  id: string;
  label: string;
  // Why the lesson is locked, if it is.
  lockedReason?: string;
  children?: Lesson[];
}

const course: Lesson[] = [
  {
    id: 'week-1',
    label: 'Week 1: Sourdough basics',
    children: [
      { id: 'starter', label: 'Feeding a starter' },
      { id: 'first-loaf', label: 'Your first loaf' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Shaping',
    children: [
      { id: 'batards', label: 'Batards and boules' },
      { id: 'scoring', label: 'Scoring patterns', lockedReason: 'Opens once you upload a photo of your first loaf.' },
    ],
  },
  { id: 'certificate', label: 'Certificate', lockedReason: 'Available after the final quiz.' },
];

const isLocked = (lesson: Lesson) => lesson.lockedReason !== undefined;

export default function RichTreeViewItemsFocusDisabled() {
  const apiRef = useRichTreeViewApiRef<Lesson>();
  const [hint, setHint] = useState('Move through the lessons with the arrow keys.');

  return (
    <Box sx={{ minHeight: 300 }}>
      <RichTreeView
        aria-label="Bread baking course"
        apiRef={apiRef}
        items={course}
        defaultExpandedItems={['week-1', 'week-2']}
        isItemDisabled={isLocked}
        // Locked lessons stay reachable, so users can find out why they are locked.
        disabledItemsFocusable
        onItemFocus={(_event, itemId) => {
          const lesson = apiRef.current?.getItem(itemId);
          setHint(lesson?.lockedReason ?? `${lesson?.label ?? ''} is open.`);
        }}
      />
      <Typography variant="body2" role="status" sx={{ mt: 2 }}>
        {hint}
      </Typography>
    </Box>
  );
}
