import React from 'react';
import {render} from '@testing-library/react';
import type {Props} from '@theme/DocItem';
import DocItem from '.';

const renders: Props[] = [];
jest.mock('@theme-original/DocItem', () => ({
  __esModule: true,
  default: (props: Props) => {
    renders.push(props);
    return <article>{props.content.metadata.title}</article>;
  },
}));

const contentOf = (title: string) => Object.assign(() => null, {metadata: {id: title.toLowerCase(), title}, frontMatter: {}, toc: [], assets: {}, contentTitle: undefined}) as unknown as Props['content'];

/** The props a doc route gets: a new `route` object on every render, as React Router gives. */
const propsOf = (content: Props['content']): Props => ({content, route: {path: '/x/react-data-grid/sorting/', component: () => null}}) as Props;

it('renders the doc again only for new content, not for the router’s new props of the same page', () => {
  const sorting = contentOf('Sorting');
  const {rerender, container} = render(<DocItem {...propsOf(sorting)} />);
  rerender(<DocItem {...propsOf(sorting)} />);
  expect(renders).toHaveLength(1);
  rerender(<DocItem {...propsOf(contentOf('Filtering'))} />);
  expect(renders).toHaveLength(2);
  expect(container.textContent).toBe('Filtering');
});
