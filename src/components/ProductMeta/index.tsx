import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {xProductInfo} from '@site/src/modules/productInfo';

/** `mui:productId` and `mui:productCategoryId` for the current page (read by page views). */
export default function ProductMeta(): ReactNode {
  const {pathname} = useLocation();
  const {productId, productCategoryId} = xProductInfo(pathname);
  return (
    <Head>
      <meta name="mui:productId" content={productId} />
      <meta name="mui:productCategoryId" content={productCategoryId} />
    </Head>
  );
}
