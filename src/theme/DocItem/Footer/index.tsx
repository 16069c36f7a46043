import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** Every docs page asks for feedback above its edit link and last-update date. */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  return (
    <>
      <PageFeedback />
      <Footer {...props} />
    </>
  );
}
