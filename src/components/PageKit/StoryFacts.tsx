import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useFormatCount} from '@site/src/components/PlanLimits';
import {industryLabel, partLink} from '@site/src/components/SuccessStories/labels';
import type {Story} from '@site/src/data/stories-schema';
import {usePageFrontMatter} from './PageFrontMatter';
import StatFigure from './StatFigure';
import styles from './styles.module.css';

/**
 * The facts of a success story, read from its front matter (`story:`), so the
 * page and the index agree. The block is validated where it is read at build
 * time (plugins/features/success-stories) and by the page tests, so no schema library
 * ships to the browser.
 */
export default function StoryFacts(): ReactNode {
  const story = usePageFrontMatter().story as Story | undefined;
  if (!story) throw new Error('<StoryFacts /> is only for success stories (front matter `story:`)');
  const format = useFormatCount();
  const plan = story.plan.charAt(0).toUpperCase() + story.plan.slice(1);
  return (
    <section className={styles.storyFacts} aria-labelledby="story-figures">
      {/* Visible, so nobody reads the band as a company's results: these are the illustrative project's design figures. */}
      <h2 id="story-figures" className={styles.storyFactsHeading}>
        <Translate id="stories.facts.heading">Design figures of this illustrative project</Translate>
      </h2>
      {/* The three figures as a stat band: the number large, what it counts below it. */}
      <dl className={styles.statBand}>
        <StatFigure
          className={styles.stat}
          label={<Translate id="stories.card.connectables">Connectables it is designed for</Translate>}>
          {format(story.connectables)}
        </StatFigure>
        <StatFigure
          className={styles.stat}
          label={<Translate id="stories.facts.messagesPerDay">Messages a day it is designed for</Translate>}>
          {format(story.messagesPerDay)}
        </StatFigure>
        <StatFigure
          className={styles.stat}
          label={<Translate id="stories.facts.rollout">Planned time from prototype to fleet</Translate>}>
          <Translate id="stories.facts.rolloutWeeks" values={{weeks: story.rolloutWeeks}}>
            {'{weeks} weeks'}
          </Translate>
        </StatFigure>
      </dl>
      <dl className={styles.storyDetails}>
        <div>
          <dt>
            <Translate id="stories.facts.industry">Industry</Translate>
          </dt>
          <dd>{industryLabel(story.industry)}</dd>
        </div>
        <div>
          <dt>
            <Translate id="stories.facts.plan">Plan</Translate>
          </dt>
          <dd>{plan}</dd>
        </div>
        <div>
          <dt>
            <Translate id="stories.card.parts">Parts of the platform</Translate>
          </dt>
          <dd>
            {story.parts.map((part, i) => {
              const {label, to} = partLink(part);
              return (
                <React.Fragment key={part}>
                  {i > 0 && ', '}
                  <Link to={to}>{label}</Link>
                </React.Fragment>
              );
            })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
