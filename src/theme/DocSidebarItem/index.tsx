import React, {memo, type ReactNode} from 'react';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import type DocSidebarItemType from '@theme/DocSidebarItem';
import type {WrapperProps} from '@docusaurus/types';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import {rendersAlike} from '@site/src/modules/navigation/sidebarItemRender';

type Props = WrapperProps<typeof DocSidebarItemType>;

function DocSidebarItemWrapper(props: Props): ReactNode {
  return <DocSidebarItem {...props} />;
}

/** A click to another page renders again only the sidebar items whose active state it changes. */
export default memo(DocSidebarItemWrapper, (previous, next) => rendersAlike(previous, next, isActiveSidebarItem));
