import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {buildInstallCommands, PACKAGE_MANAGER_LABELS, PACKAGE_MANAGERS, type InstallTabsProps} from './commands';

export {buildInstallCommands, PACKAGE_MANAGERS, type InstallCommands, type InstallTabsProps} from './commands';

/**
 * One install (or create) command per package manager, in tabs. The choice is shared by every
 * <InstallTabs> and the site's other package-manager tabs (groupId, kept in localStorage) and
 * can be linked with ?package-manager=pnpm.
 */
export default function InstallTabs(props: InstallTabsProps): React.ReactNode {
  // Throws during the build for invalid props, so a broken page fails loudly.
  const commands = buildInstallCommands(props);
  return (
    <Tabs groupId="package-manager" queryString="package-manager">
      {PACKAGE_MANAGERS.map((pm) => (
        <TabItem key={pm} value={pm} label={PACKAGE_MANAGER_LABELS[pm]}>
          <CodeBlock language="bash">{commands[pm]}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
