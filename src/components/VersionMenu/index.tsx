import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {UrlLanguage} from '@site/src/modules/paths';
import {xProductInfo} from '@site/src/modules/productInfo';
import {productIdentifier} from '@site/src/modules/versions';
import styles from './styles.module.css';

/** The documented version and links to the other majors' docs, for the current page's product. */
export default function VersionMenu({showProduct = false, className}: {showProduct?: boolean; className?: string}): ReactNode {
  const {pathname} = useLocation();
  const {i18n} = useDocusaurusContext();
  const identifier = productIdentifier(xProductInfo(pathname).productId, i18n.currentLocale as UrlLanguage);
  const current = identifier.versions.find((version) => version.current) ?? identifier.versions[0];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <div className={clsx(styles.root, className)}>
      {showProduct && (
        <div className={styles.product}>
          {identifier.metadata && <span className={styles.metadata}>{identifier.metadata}</span>}
          <span className={styles.name}>{identifier.name}</span>
        </div>
      )}
      <Button
        size="small"
        variant="outlined"
        className={styles.button}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={translate({id: 'versions.button', message: 'Version {version}: other versions', description: 'Accessible name of the version menu button'}, {version: current.text})}
        endIcon={identifier.versions.length > 1 ? <ArrowDropDownRounded /> : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}>
        {current.text}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} disableScrollLock>
        {identifier.versions.map((version) =>
          version.current ? (
            <MenuItem key={version.text} selected onClick={() => setAnchor(null)}>
              <ListItemText>{version.text}</ListItemText>
              <DoneRounded fontSize="small" className={styles.tick} />
            </MenuItem>
          ) : (
            <MenuItem key={version.text} component="a" href={version.href} onClick={() => setAnchor(null)}>
              <ListItemText>{version.text}</ListItemText>
            </MenuItem>
          ),
        )}
      </Menu>
    </div>
  );
}
