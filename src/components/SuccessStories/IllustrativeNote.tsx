import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Translate from '@docusaurus/Translate';
import {usePageFrontMatter} from '@site/src/components/PageKit/PageFrontMatter';
import type {Story} from '@site/src/data/stories-schema';
import styles from './styles.module.css';

/**
 * The note at the top of every success story and of /success-stories
 * (issue 27): Fulcro is fictional and the companies the stories name are
 * real, so each story is an illustrative project, not a report of that
 * company's products, systems or figures. A story page places it first in
 * its `<Hero>`; without `index`, it names the company of the page's `story:`
 * front matter.
 */
export default function IllustrativeNote({index = false}: {index?: boolean}): ReactNode {
  const story = usePageFrontMatter().story as Story | undefined;
  if (!index && !story)
    throw new Error('<IllustrativeNote /> names the company of a success story (front matter `story:`)');
  return (
    <div className={styles.note} data-testid="illustrative-note">
      <Admonition type="info" title={<Translate id="stories.note.title">Illustrative project</Translate>}>
        <p>
          {index ? (
            <Translate id="stories.note.index">
              {
                "Each story below is an illustrative project: it shows how a company in the named company's industry could build its connected product on Fulcro. The stories do not describe those companies' products, systems or results; the setups and the figures are examples sized in Fulcro terms."
              }
            </Translate>
          ) : (
            <Translate id="stories.note.story" values={{company: story!.company}}>
              {
                "This story is an illustrative project: it shows how a company in {company}'s industry could build its connected product on Fulcro. It does not describe {company}'s products, systems or results; the setup and the figures are an example sized in Fulcro terms."
              }
            </Translate>
          )}
        </p>
      </Admonition>
    </div>
  );
}
