import React, {useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {currentIndexProblem, subscribeIndexProblem} from '@site/src/modules/search/indexProblem';
import styles from './styles.module.css';

/**
 * Tells the reader when the search index could not be read, instead of an
 * empty list that looks like "no match" (the list is hidden meanwhile, see
 * styles.module.css). Loaded with the real search box, which is the only
 * thing that can meet the problem.
 */
function IndexProblem(): ReactNode {
  const problem = useSyncExternalStore(subscribeIndexProblem, currentIndexProblem, () => null);
  if (!problem) return null;
  return (
    <p className={styles.problem} role="status">
      {translate({
        id: 'search.indexProblem',
        message: 'Search is unavailable right now: its index could not be loaded. Try again in a moment.',
        description: 'Shown under the search box when the search index fails to load',
      })}
    </p>
  );
}

/** The search box with the message beside it. */
export function withIndexProblem<Props extends object>(SearchBox: ComponentType<Props>): ComponentType<Props> {
  return function SearchBoxWithIndexProblem(props: Props): ReactNode {
    return (
      <>
        <SearchBox {...props} />
        <IndexProblem />
      </>
    );
  };
}
