import React, {useEffect, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {afterNextPaint} from '@site/src/modules/browserTasks';
import {createRevealQueue, type RevealQueue} from '@site/src/modules/navigation/sectionReveal';
import styles from './styles.module.css';

let shared: RevealQueue | null = null;

/** The page's one queue of sections (created on first use, in the browser only). */
function revealQueue(): RevealQueue {
  shared ??= createRevealQueue({afterNextPaint: (callback) => afterNextPaint(window, callback)});
  return shared;
}

/**
 * Part of a long page that renders after its first screens (see
 * src/plugins/deferred-sections). On the server, while hydrating, after
 * Back or Forward (the browser restores the scroll position into the whole
 * page) and for a link to an anchor (which must be there to scroll to), it
 * renders at once. After a click to a new page it holds a screen-high empty
 * box, out of view below the first screens, and renders in its turn, in a
 * task of its own. It adds no element around its children.
 */
export default function DeferredSection({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const [waiting, setWaiting] = useState(() => isBrowser && history.action !== 'POP' && !history.location.hash);

  // The turn is released when the section has rendered (the effect is cleaned up as
  // `waiting` turns false) or leaves the page.
  useEffect(() => {
    if (!waiting) return undefined;
    // A plain update, rendered whole in the task after this one. A transition would yield to
    // every other update and start over after each: a section as large as an API table could
    // then wait for seconds on a busy machine.
    return revealQueue().request(() => setWaiting(false));
  }, [waiting]);

  if (waiting) return <div className={styles.waiting} aria-hidden="true" data-deferred-section="waiting" />;
  return children;
}
