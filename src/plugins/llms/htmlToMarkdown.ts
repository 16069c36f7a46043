/**
 * The API data's descriptions are HTML (rendered from JSDoc at build time);
 * the Markdown copies need them back as Markdown, with site links made
 * absolute.
 */
import TurndownService from 'turndown';

function createService(resolveLink: (href: string) => string): TurndownService {
  const service = new TurndownService({headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_', strongDelimiter: '**'});
  service.addRule('absoluteLinks', {
    filter: (node) => node.nodeName === 'A' && Boolean(node.getAttribute('href')),
    replacement: (content, node) => {
      const href = resolveLink((node as HTMLElement).getAttribute('href')!);
      return content.trim() ? `[${content}](${href})` : '';
    },
  });
  // Turndown pads list markers to four columns (`-   item`); a single space reads as people write Markdown.
  service.addRule('compactListItems', {
    filter: 'li',
    replacement: (content, node) => {
      const parent = node.parentNode as HTMLElement | null;
      let marker = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? 1);
        marker = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
      }
      const indent = ' '.repeat(marker.length);
      const body = content.replace(/^\n+/, '').replace(/\n+$/, '\n').replace(/\n(?!\n|$)/g, `\n${indent}`);
      return `${marker}${body}${node.nextSibling && !/\n$/.test(body) ? '\n' : ''}`;
    },
  });
  // Text such as `On the &lt;SimpleTreeView /&gt;` would come out as an HTML tag that Markdown renderers hide.
  const escape = service.escape.bind(service);
  service.escape = (text) => escape(text).replace(/<(?=[A-Za-z/!?])/g, '\\<');
  return service;
}

/** An HTML → Markdown converter whose links go through `resolveLink` (site links become absolute URLs). Make one per page and reuse it. */
export function htmlToMarkdownConverter(resolveLink: (href: string) => string = (href) => href): (html: string) => string {
  const service = createService(resolveLink);
  return (html) => (html.trim() ? service.turndown(html).trim() : '');
}

export function htmlToMarkdown(html: string, resolveLink?: (href: string) => string): string {
  return htmlToMarkdownConverter(resolveLink)(html);
}
