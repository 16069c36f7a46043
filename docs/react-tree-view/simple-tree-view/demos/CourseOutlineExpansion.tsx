import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CourseOutlineExpansion() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      {/* The first module and its first lesson start open; the tree manages the rest. */}
      <SimpleTreeView aria-label="Course outline" defaultExpandedItems={['module-1', 'lesson-1-1']}>
        <TreeItem itemId="module-1" label="Module 1: Getting around">
          <TreeItem itemId="lesson-1-1" label="Lesson 1: The interface">
            <TreeItem itemId="video-1-1" label="Video: A quick tour" />
            <TreeItem itemId="quiz-1-1" label="Quiz: Panels and menus" />
          </TreeItem>
          <TreeItem itemId="lesson-1-2" label="Lesson 2: Shortcuts">
            <TreeItem itemId="video-1-2" label="Video: Ten shortcuts" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="module-2" label="Module 2: Your first project">
          <TreeItem itemId="lesson-2-1" label="Lesson 1: Templates" />
          <TreeItem itemId="lesson-2-2" label="Lesson 2: Sharing" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
