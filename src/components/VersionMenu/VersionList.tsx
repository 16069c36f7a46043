import React, {type ReactNode} from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import DoneRounded from '@mui/icons-material/DoneRounded';
import type {VersionOption} from '@site/src/modules/versions';
import styles from './styles.module.css';

type Props = {id: string; anchor: HTMLElement | null; versions: VersionOption[]; onClose: () => void};

/** The open menu: loaded on the first click of the version button (see ./index.tsx). */
export default function VersionList({id, anchor, versions, onClose}: Props): ReactNode {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} disableScrollLock>
      {versions.map((version) =>
        version.current ? (
          <MenuItem key={version.text} selected onClick={onClose}>
            <ListItemText>{version.text}</ListItemText>
            <DoneRounded fontSize="small" className={styles.tick} />
          </MenuItem>
        ) : (
          <MenuItem key={version.text} component="a" href={version.href} onClick={onClose}>
            <ListItemText>{version.text}</ListItemText>
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
