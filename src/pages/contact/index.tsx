import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {DISCORD_URL, GITHUB_REPO_URL, X_URL} from '@site/src/data/site';
import styles from './styles.module.css';

const EMAIL = 'hi@remotion.dev';

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
    useFor: 'Bugs in Remotion and concrete feature requests. Include the Remotion version, what you expected and the smallest code that shows the problem.',
    notFor: 'General “how do I…” questions: those get answered faster on Discord.',
    action: <a href={`${GITHUB_REPO_URL}/issues`}>Open an issue on GitHub</a>,
  },
  {
    id: 'questions',
    name: 'Discord',
    useFor: 'Questions about using Remotion, help with your code and talking to other Remotion developers. Technical support happens in the public channels, where others can learn from the answers.',
    notFor: 'Troubleshooting through direct messages: ask in a channel instead.',
    action: <a href={DISCORD_URL}>Join the Discord server</a>,
  },
  {
    id: 'licensing',
    name: 'Email',
    useFor: 'Licensing, pricing and other business questions, for example whether your company needs a company license or how it fits your requirements.',
    notFor: 'Technical support: email is not a support channel.',
    action: <a href={`mailto:${EMAIL}`}>{EMAIL}</a>,
  },
  {
    id: 'call',
    name: 'Evaluation call',
    useFor: 'A video call with the team to find out whether Remotion fits your project and which license you need. Put your questions in the booking description.',
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
        <header className={styles.header}>
          <Heading as="h1">Contact Remotion</Heading>
          <p className={styles.lead}>
            Pick the channel that matches your question: you will get an answer sooner, and other people with the same
            question can find it later.
          </p>
        </header>

        <section className={styles.section} aria-labelledby="quick">
          <Heading as="h2" id="quick">
            Which channel for what
          </Heading>
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
        </section>

        <section className={styles.section} aria-labelledby="channels">
          <Heading as="h2" id="channels">
            All channels
          </Heading>
          <div className={styles.channels}>
            {CHANNELS.map((channel) => (
              <article key={channel.id} id={channel.id} className={styles.channel}>
                <Heading as="h3">{channel.name}</Heading>
                <p>
                  <strong>Use it for:</strong> {channel.useFor}
                </p>
                {channel.notFor ? (
                  <p>
                    <strong>Not for:</strong> {channel.notFor}
                  </p>
                ) : null}
                <p className={styles.action}>{channel.action}</p>
              </article>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="before-you-write">
          <Heading as="h2" id="before-you-write">
            Before you write
          </Heading>
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
              Licensing terms are in the <a href={`${GITHUB_REPO_URL}/blob/main/LICENSE.md`}>Remotion License</a>, and
              prices on <a href="https://www.remotion.pro/license">remotion.pro</a>.
            </li>
          </ul>
          <p>
            Remotion AG is based in Zurich, Switzerland. <Link to="/about">More about the company</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
