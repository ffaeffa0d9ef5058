import React, {useId, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {useFormatCount} from '@site/src/components/PlanLimits';
import type {StoryCard, StoryIndustry} from '@site/src/data/stories-schema';
import StatFigure from '@site/src/components/PageKit/StatFigure';
import IllustrativeNote from './IllustrativeNote';
import {industryLabel, partLink} from './labels';
import styles from './styles.module.css';

type Props = {stories: StoryCard[]};

/**
 * /success-stories: one card per story, built from the stories' front matter
 * (plugins/features/success-stories), with a filter by industry. Every card is in the
 * static HTML; the filter only hides cards.
 */
export default function SuccessStoriesIndex({stories}: Props): ReactNode {
  const [industry, setIndustry] = useState<StoryIndustry | 'all'>('all');
  const format = useFormatCount();
  const statusId = useId();
  const industries = [...new Set(stories.map((s) => s.industry))];
  const shown = stories.filter((s) => industry === 'all' || s.industry === industry);
  const filterButton = (value: StoryIndustry | 'all', label: string) => (
    <button
      key={value}
      type="button"
      className={styles.chip}
      aria-pressed={industry === value}
      aria-controls={statusId}
      onClick={() => setIndustry(value)}>
      {/* The chosen chip is marked by a tick as well as by its colour (WCAG 1.4.1). */}
      <svg className={styles.tick} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M3 8.5l3.2 3L13 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </button>
  );
  return (
    <Layout
      title={translate({id: 'stories.meta.title', message: 'Success stories'})}
      description={translate({
        id: 'stories.meta.description',
        message:
          'Illustrative projects: how makers of connected products can build on Fulcro, what is built with which parts of the platform, and the fleet in Fulcro terms.',
      })}>
      <main>
        <header className={styles.header}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              <Translate id="stories.title">Success stories</Translate>
            </Heading>
            <p className={styles.lead}>
              <Translate id="stories.lead">
                Illustrative projects for makers of connected products: the challenge, what is built with which parts of
                the platform, and the fleet sized in Fulcro terms.
              </Translate>
            </p>
          </div>
        </header>
        <section className="container margin-vert--lg" aria-labelledby={`${statusId}-filter`}>
          <IllustrativeNote index />
          <h2 id={`${statusId}-filter`} className="sr-only">
            <Translate id="stories.filter.title">Filter by industry</Translate>
          </h2>
          <div
            className={styles.filters}
            role="group"
            aria-label={translate({id: 'stories.filter.label', message: 'Industry'})}>
            {filterButton('all', translate({id: 'stories.filter.all', message: 'All industries'}))}
            {industries.map((value) => filterButton(value, industryLabel(value)))}
          </div>
          <p id={statusId} className={styles.status} role="status">
            <Translate id="stories.filter.count" values={{count: shown.length}}>
              {'{count} stories shown'}
            </Translate>
          </p>
          <ul className={styles.grid}>
            {stories.map((story) => (
              <li
                key={story.slug}
                className={styles.card}
                hidden={!shown.includes(story)}
                data-industry={story.industry}>
                <p className={styles.industry}>{industryLabel(story.industry)}</p>
                <Heading as="h3" className={styles.company}>
                  <Link to={story.path}>{story.company}</Link>
                </Heading>
                <p className={styles.headline}>{story.headline}</p>
                {/* The story's figures as a small stat band, as on the story's own page. */}
                <dl className={styles.stats}>
                  <StatFigure
                    label={<Translate id="stories.card.connectables">Connectables it is designed for</Translate>}>
                    {format(story.connectables)}
                  </StatFigure>
                  <StatFigure
                    label={<Translate id="stories.facts.messagesPerDay">Messages a day it is designed for</Translate>}>
                    {format(story.messagesPerDay)}
                  </StatFigure>
                </dl>
                <dl className={styles.facts}>
                  <dt>
                    <Translate id="stories.card.parts">Parts of the platform</Translate>
                  </dt>
                  <dd>{story.parts.map((part) => partLink(part).label).join(', ')}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
