import React, {memo, type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocItemType>;

function DocItemWrapper(props: Props): ReactNode {
  return <DocItem {...props} />;
}

/**
 * A doc renders from its content alone. On a click to another page, React
 * Router re-renders the page being left (with a new `match` object for the
 * same location) before the next page has rendered, in the same task; this
 * keeps that pass from re-rendering the whole article, its code and its demos.
 */
export default memo(DocItemWrapper, (previous, next) => previous.content === next.content);
