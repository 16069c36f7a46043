import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SmallButton from '@site/src/components/SmallButton';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import {COPIED_MS} from '@site/src/hooks/useClipboardCopy';
import {copyPageMarkdown} from '@site/src/modules/copyPage';
import {markdownUrl} from '@site/src/plugins/llms/urls';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * Beside a doc page's title: copy the page as Markdown (demos included as
 * their TypeScript source) for a coding assistant, or open that Markdown.
 */
export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const baseUrl = useBaseUrl('/');
  const url = markdownUrl(metadata.permalink, baseUrl);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    setStatus('copying');
    try {
      await copyPageMarkdown(url, {
        fetch: (input) => window.fetch(input),
        clipboard: navigator.clipboard,
        ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
      });
      setStatus('copied');
    } catch (error) {
      console.info(error instanceof Error ? error.message : error);
      setStatus('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), COPIED_MS.codeBlock);
  }, [url]);

  const label = {
    idle: translate({id: 'pageActions.copy', message: 'Copy page', description: 'Button that copies the page as Markdown'}),
    copying: translate({id: 'pageActions.copying', message: 'Copying…', description: 'Copy page button while the Markdown downloads'}),
    copied: translate({id: 'pageActions.copied', message: 'Copied', description: 'Copy page button after a successful copy'}),
    failed: translate({id: 'pageActions.failed', message: 'Copy failed', description: 'Copy page button when the copy failed'}),
  }[status];

  return (
    <div className={styles.actions}>
      <SmallButton
        variant="outlined"
        color={status === 'failed' ? 'error' : 'primary'}
        startIcon={status === 'copied' ? <CheckRounded /> : <ContentCopyRounded />}
        onClick={copy}
        disabled={status === 'copying'}
        title={translate({id: 'pageActions.copy.title', message: 'Copy this page as Markdown, for an AI assistant or your notes', description: 'Tooltip of the Copy page button'})}
        data-ga-event-category="page"
        data-ga-event-action="copy-markdown"
        aria-live="polite">
        {label}
      </SmallButton>
      <SmallButton variant="text" href={url} startIcon={<DescriptionOutlined />} data-ga-event-category="page" data-ga-event-action="view-markdown">
        {translate({id: 'pageActions.view', message: 'View as Markdown', description: 'Link to the Markdown copy of the page'})}
      </SmallButton>
    </div>
  );
}
