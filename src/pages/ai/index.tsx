import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import {CREATE_VIDEO_COMMAND} from '@site/src/data/site';
import styles from './styles.module.css';

const MCP_CONFIG = `{
  "mcpServers": {
    "remotion-documentation": {
      "command": "npx",
      "args": ["@remotion/mcp@latest"]
    }
  }
}`;

const PROMPT = `Using Remotion, make a 6-second video at 1080x1080 and 30 fps.
0-1 s: the word "Launch" scales in with a spring on a dark background.
1-4 s: three feature names appear one after another, 15 frames apart.
4-6 s: everything fades out. Expose the title and the features as props.`;

type Tool = {title: string; to: string; linkText: string; when: string; how: string};

const TOOLS: Tool[] = [
  {
    title: 'System prompt',
    to: '/docs/system-prompt',
    linkText: 'Copy the system prompt',
    when: 'Any chat model or coding assistant that writes Remotion code for you.',
    how: 'Paste the prompt into the custom instructions or project rules. It teaches the model how Remotion renders, frame by frame, and which web habits break a render.',
  },
  {
    title: 'MCP server',
    to: '/docs/ai/mcp',
    linkText: 'Set up the MCP server',
    when: 'Cursor, VS Code and other editors that support the Model Context Protocol.',
    how: 'Your assistant gets a tool that searches the Remotion documentation, so its answers come from the real APIs instead of its memory.',
  },
  {
    title: 'Docs chatbot',
    to: '/docs/ai/chatbot',
    linkText: 'Learn about the chatbot',
    when: 'You are reading the docs and want a quick answer in plain language.',
    how: 'Press Ask AI in the corner of any page. The chatbot answers from the documentation and points to the pages it used.',
  },
  {
    title: 'bolt.new',
    to: '/docs/ai/bolt',
    linkText: 'Start with bolt.new',
    when: 'You want to try an idea without installing anything.',
    how: 'Prompt a video in the browser with the Remotion starter, watch it in the Studio, then download the project to render it.',
  },
];

const CHECKS = [
  'Animations come from useCurrentFrame(), spring() and interpolate(), not from CSS transitions, timers or requestAnimationFrame().',
  'Randomness uses random() from remotion with a seed, so every frame renders the same way each time.',
  'Media goes through Remotion’s own components, so it stays in sync with the frame being rendered.',
  'Durations and timings are in frames: seconds × fps.',
];

export default function AiPage(): React.ReactNode {
  return (
    <Layout
      title="Build videos with AI"
      description="Use AI tools to write Remotion videos: a system prompt for any LLM, the Remotion MCP server for your editor, the docs chatbot and a bolt.new starter.">
      <main className="container margin-vert--lg">
        <PageHeader
          title="Build videos with AI"
          lead="A Remotion video is React code, and language models write React well. Give them the right context and they can draft compositions, animations and data-driven templates that you then refine in the Studio."
        />

        <PageSection id="tools" title="Pick a tool">
          <CardGrid as="div" minWidth={220}>
            {TOOLS.map((tool) => (
              <Card key={tool.to} as="article" title={tool.title} footer={<Link to={tool.to}>{tool.linkText} →</Link>}>
                <p>
                  <strong>When:</strong> {tool.when}
                </p>
                <p>{tool.how}</p>
              </Card>
            ))}
          </CardGrid>
          <p>
            The tools combine well: the system prompt sets the rules, the MCP server supplies API details on demand, and
            the Studio shows whether the result looks right. The <Link to="/docs/ai">AI overview</Link> compares them in
            more detail.
          </p>
        </PageSection>

        <PageSection id="workflow" title="A workflow that works">
          <ol className={styles.steps}>
            <li>
              <strong>Start from a real project.</strong> Scaffold with <code>{CREATE_VIDEO_COMMAND}</code> so that the
              entry point and package versions are right, then ask the model to add or change compositions.
            </li>
            <li>
              <strong>Give it context</strong> with the <Link to="/docs/system-prompt">system prompt</Link> or the{' '}
              <Link to="/docs/ai/mcp">MCP server</Link>.
            </li>
            <li>
              <strong>Describe the video in numbers:</strong> size, frame rate, duration, and what happens when.
            </li>
            <li>
              <strong>Preview and iterate</strong> in the Studio with precise feedback (“start the title at 0:01 and let
              it take 20 frames”), then render.
            </li>
          </ol>
          <CodeBlock language="txt" title="A prompt with the details a model needs">
            {PROMPT}
          </CodeBlock>
          <p>To connect an editor through MCP, most clients accept this configuration:</p>
          <CodeBlock language="json" title="MCP client configuration">
            {MCP_CONFIG}
          </CodeBlock>
        </PageSection>

        <PageSection
          id="review"
          title="Review what the model wrote"
          intro="Models trained on ordinary web code repeat a few mistakes in Remotion. Before rendering, check that:">
          <ul>
            {CHECKS.map((check) => (
              <li key={check}>{check}</li>
            ))}
          </ul>
          <p>
            Stuck? <Link to="/docs/get-help">Get help</Link> from the community, and keep the{' '}
            <Link to="/docs/api">API reference</Link> close.
          </p>
        </PageSection>
      </main>
    </Layout>
  );
}
