import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import AskAiButton from '@site/src/components/AskAiButton';

type Props = WrapperProps<typeof LayoutType>;

/** The stock layout plus the floating Ask AI button, so every page gets it. */
export default function LayoutWrapper(props: Props): React.ReactNode {
  return (
    <>
      <Layout {...props} />
      <AskAiButton />
    </>
  );
}
