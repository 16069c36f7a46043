import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

export type InstallLine = {
  /** Shown as a shell comment above the command, e.g. the plan. */
  comment?: string;
  packages: string[];
};

const MANAGERS = [
  {value: 'npm', label: 'npm', command: 'npm install'},
  {value: 'pnpm', label: 'pnpm', command: 'pnpm add'},
  {value: 'yarn', label: 'Yarn', command: 'yarn add'},
] as const;

export function installScript(command: string, lines: InstallLine[]): string {
  return lines
    .map(({comment, packages}) => `${comment ? `# ${comment}\n` : ''}${command} ${packages.join(' ')}`)
    .join('\n\n');
}

/**
 * The install commands for npm, pnpm and Yarn in tabs. The choice is shared
 * by every such block on the site and remembered (`groupId`).
 */
export default function PackageInstall({lines}: {lines: InstallLine[]}): ReactNode {
  return (
    <Tabs groupId="package-manager">
      {MANAGERS.map(({value, label, command}) => (
        <TabItem key={value} value={value} label={label}>
          <CodeBlock language="bash">{installScript(command, lines)}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
