/**
 * The classic code block, in a chunk of its own (src/plugins/code-blocks):
 * pages that show code import this module with their own chunks, and ./index
 * loads it for a block anywhere else.
 *
 * The original remounts every block right after hydration, because the server
 * colours blocks with the light Prism theme and the reader may be in dark
 * mode. Here a block remounts only when the reader's Prism theme is not the
 * server's (never, unless `prism.darkTheme` differs from `prism.theme`):
 * otherwise the server's markup is already right, the block hydrates and
 * stays, and a guide's first seconds no longer rebuild all its code blocks in
 * one task.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColouredAsOnServer} from './Content';
import {registerCodeBlock} from '.';

/** Text children as one string (what the copy button copies); children with elements as they are. */
function asCode(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((part) => isValidElement(part))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const colouredAsOnServer = useColouredAsOnServer();
  // As the original does, a block in another theme than the server's renders anew once in the browser.
  const key = colouredAsOnServer ? 'server-theme' : `reader-theme-${isBrowser}`;
  const code = asCode(children);
  return typeof code === 'string' ? (
    <StringContent key={key} {...props}>
      {code}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {code}
    </ElementContent>
  );
}

registerCodeBlock(CodeBlock);
