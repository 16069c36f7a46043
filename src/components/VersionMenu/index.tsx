import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import SmallButton from '@site/src/components/SmallButton';
import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {UrlLanguage} from '@site/src/modules/paths';
import {xProductInfo} from '@site/src/modules/productInfo';
import {productIdentifier} from '@site/src/modules/versions';
import styles from './styles.module.css';

// The menu (MUI's Menu, Popover, Modal, transitions) loads when the reader
// presses the button, not with every page.
const loadVersionList = () => import('./VersionList');
const VersionList = lazy(loadVersionList);

/** The documented version and links to the other majors' docs, for the current page's product. */
export default function VersionMenu({showProduct = false, className}: {showProduct?: boolean; className?: string}): ReactNode {
  const {pathname} = useLocation();
  const {i18n} = useDocusaurusContext();
  const identifier = productIdentifier(xProductInfo(pathname).productId, i18n.currentLocale as UrlLanguage);
  const current = identifier.versions.find((version) => version.current) ?? identifier.versions[0];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const menuId = useId();
  return (
    <div className={clsx(styles.root, className)}>
      {showProduct && (
        <div className={styles.product}>
          {identifier.metadata && <span className={styles.metadata}>{identifier.metadata}</span>}
          <span className={styles.name}>{identifier.name}</span>
        </div>
      )}
      <SmallButton
        variant="outlined"
        className={styles.button}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={translate({id: 'versions.button', message: 'Version {version}: other versions', description: 'Accessible name of the version menu button'}, {version: current.text})}
        endIcon={identifier.versions.length > 1 ? <ArrowDropDownRounded /> : undefined}
        // Pressing starts the download; the click that follows opens the menu.
        onPointerDown={() => void loadVersionList()}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}>
        {current.text}
      </SmallButton>
      {requested && (
        <Suspense fallback={null}>
          <VersionList id={menuId} anchor={anchor} versions={identifier.versions} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </div>
  );
}
