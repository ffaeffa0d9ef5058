import React, {useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {markdownTwinPath} from '@site/src/shared/twin-path';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/**
 * Copies the Markdown of a page. The clipboard is written in the click's own
 * task with a ClipboardItem whose content is still being fetched (Safari
 * refuses clipboard writes after an await); browsers without ClipboardItem
 * write the text once it has arrived.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))}),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** "Copy page" and "View as Markdown" for a doc whose permalink is given; both use its Markdown copy ({url}.md). */
export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const twin = markdownTwinPath(permalink);
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 5000);
    return () => window.clearTimeout(timer);
  }, [status]);
  const copy = () => {
    copyMarkdown(twin).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={styles.tools} data-doc-tools="">
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        {translate({id: 'docTools.copyPage', message: 'Copy page'})}
      </button>
      <a className={styles.markdownLink} href={twin}>
        {translate({id: 'docTools.viewMarkdown', message: 'View as Markdown'})}
      </a>
      <span role="status" className={status === 'failed' ? styles.failed : styles.copyStatus}>
        {status === 'copied' && translate({id: 'docTools.copied', message: 'Page copied'})}
        {status === 'failed' &&
          translate({id: 'docTools.copyFailed', message: 'Could not copy: open the Markdown instead'})}
      </span>
    </div>
  );
}
