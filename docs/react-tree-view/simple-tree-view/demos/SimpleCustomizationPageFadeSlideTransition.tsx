import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// The group of children still opens with `Collapse`, and its content also fades in
// and slides from the left. The item passes `in`, `component` and `unmountOnExit`.
const FadeSlideTransition = forwardRef<HTMLElement, CollapseProps>(function FadeSlideTransition(props, ref) {
  const { in: open, children, ...other } = props;
  return (
    <Collapse ref={ref} in={open} timeout={300} {...other}>
      <Fade in={open} timeout={300}>
        <Box
          sx={{
            transform: open ? 'none' : 'translateX(-12px)',
            transition: (theme) => theme.transitions.create('transform', { duration: 300 }),
          }}
        >
          {children}
        </Box>
      </Fade>
    </Collapse>
  );
});

// A SimpleTreeView has no tree-level slot for the transition, so every item uses this wrapper.
function AnimatedTreeItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ groupTransition: FadeSlideTransition }} />;
}

export default function SimpleCustomizationPageFadeSlideTransition() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView aria-label="Cookbook chapters">
        <AnimatedTreeItem itemId="starters" label="Starters">
          <AnimatedTreeItem itemId="soups" label="Soups">
            <AnimatedTreeItem itemId="gazpacho" label="Gazpacho" />
            <AnimatedTreeItem itemId="minestrone" label="Minestrone" />
          </AnimatedTreeItem>
          <AnimatedTreeItem itemId="salads" label="Salads" />
        </AnimatedTreeItem>
        <AnimatedTreeItem itemId="mains" label="Main courses">
          <AnimatedTreeItem itemId="risotto" label="Mushroom risotto" />
          <AnimatedTreeItem itemId="tagine" label="Lamb tagine" />
        </AnimatedTreeItem>
        <AnimatedTreeItem itemId="desserts" label="Desserts">
          <AnimatedTreeItem itemId="tart" label="Lemon tart" />
        </AnimatedTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
