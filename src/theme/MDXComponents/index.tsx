import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * A Markdown table: Infima lets one wider than the column scroll sideways in
 * its own box, so every table is a tab stop, from which the arrow keys scroll
 * it. Static, so the server's HTML has it and no page measures its tables.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

/** The classic MDX components, with keyboard-scrollable tables. */
export default {...MDXComponents, table: Table};
