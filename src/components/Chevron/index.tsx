import React, {type ReactNode} from 'react';

/**
 * The chevron of a button that folds a list open (the page kit's section contents, the footer's columns on a
 * phone). Decorative: the button's `aria-expanded` says the state; the caller's CSS turns it.
 */
export default function Chevron({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 6l4.5 4.5L12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
