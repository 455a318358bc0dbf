import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import {
  CONTACT_EMAIL,
  DISCORD_URL,
  GITHUB_REPO_URL,
  LICENSE_PRICING_URL,
  LICENSE_URL,
  X_URL,
} from '@site/src/data/site';
import styles from './styles.module.css';

type Channel = {
  id: string;
  name: string;
  useFor: string;
  notFor?: string;
  action: React.ReactNode;
};

const CHANNELS: Channel[] = [
  {
    id: 'bugs',
    name: 'GitHub issues',
    useFor:
      'Bugs in Remotion and concrete feature requests. Include the Remotion version, what you expected and the smallest code that shows the problem.',
    notFor: 'General “how do I…” questions: those get answered faster on Discord.',
    action: <a href={`${GITHUB_REPO_URL}/issues`}>Open an issue on GitHub</a>,
  },
  {
    id: 'questions',
    name: 'Discord',
    useFor:
      'Questions about using Remotion, help with your code and talking to other Remotion developers. Technical support happens in the public channels, where others can learn from the answers.',
    notFor: 'Troubleshooting through direct messages: ask in a channel instead.',
    action: <a href={DISCORD_URL}>Join the Discord server</a>,
  },
  {
    id: 'licensing',
    name: 'Email',
    useFor:
      'Licensing, pricing and other business questions, for example whether your company needs a company license or how it fits your requirements.',
    notFor: 'Technical support: email is not a support channel.',
    action: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
  },
  {
    id: 'call',
    name: 'Evaluation call',
    useFor:
      'A video call with the team to find out whether Remotion fits your project and which license you need. Put your questions in the booking description.',
    notFor: 'Debugging: the call is not technical support.',
    action: <a href="https://cal.com/remotion/evaluate">Book an evaluation call</a>,
  },
  {
    id: 'news',
    name: 'X',
    useFor: 'Release announcements, demos and news from the team. Mention @remotion to share what you made.',
    action: <a href={X_URL}>Follow @remotion on X</a>,
  },
];

export default function ContactPage(): React.ReactNode {
  return (
    <Layout
      title="Contact"
      description="How to reach Remotion: GitHub issues for bugs, Discord for questions, email for licensing and business, and where to find help in the docs.">
      <main className="container margin-vert--lg">
        <PageHeader
          title="Contact Remotion"
          lead="Pick the channel that matches your question: you will get an answer sooner, and other people with the same question can find it later."
        />

        <PageSection id="quick" title="Which channel for what">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">You want to…</th>
                <th scope="col">Use</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Report a bug</td>
                <td>
                  <a href="#bugs">GitHub issues</a>
                </td>
              </tr>
              <tr>
                <td>Ask how to do something, or get unstuck</td>
                <td>
                  <Link to="/docs/get-help">Get help</Link>, then <a href="#questions">Discord</a>
                </td>
              </tr>
              <tr>
                <td>Ask about licensing, pricing or business</td>
                <td>
                  <a href="#licensing">Email</a> or an <a href="#call">evaluation call</a>
                </td>
              </tr>
              <tr>
                <td>Follow releases and news</td>
                <td>
                  <a href="#news">X</a> and the <Link to="/blog">blog</Link>
                </td>
              </tr>
            </tbody>
          </table>
        </PageSection>

        <PageSection id="channels" title="All channels">
          <CardGrid as="div" minWidth={280}>
            {CHANNELS.map((channel) => (
              <Card key={channel.id} as="article" id={channel.id} title={channel.name} footer={channel.action}>
                <p>
                  <strong>Use it for:</strong> {channel.useFor}
                </p>
                {channel.notFor ? (
                  <p>
                    <strong>Not for:</strong> {channel.notFor}
                  </p>
                ) : null}
              </Card>
            ))}
          </CardGrid>
        </PageSection>

        <PageSection id="before-you-write" title="Before you write">
          <ul>
            <li>
              Search the <Link to="/docs/">documentation</Link> and the <Link to="/docs/api">API reference</Link>; many
              error messages are documented with their cause.
            </li>
            <li>
              The <Link to="/docs/get-help">Get help</Link> page explains how to ask a question that can be answered
              quickly.
            </li>
            <li>
              Licensing terms are in the <a href={LICENSE_URL}>Remotion License</a>, and prices on{' '}
              <a href={LICENSE_PRICING_URL}>remotion.pro</a>.
            </li>
          </ul>
          <p>
            Remotion AG is based in Zurich, Switzerland. <Link to="/about">More about the company</Link>.
          </p>
        </PageSection>
      </main>
    </Layout>
  );
}
