import { Fragment } from 'react';
import { tokenizeLegalText, type LegalValues } from '../lib/legal-text';

const LINK_CLASS = 'break-words font-medium text-primary underline underline-offset-2 hover:no-underline';

/** One legal sentence with its placeholders filled; e-mail addresses and web addresses become links. */
export function LegalText({ text, values }: { text: string; values: LegalValues }) {
  return tokenizeLegalText(text, values).map((segment, index) => {
    if (segment.kind === 'email') {
      return (
        <a key={index} href={`mailto:${segment.address}`} className={LINK_CLASS}>
          {segment.address}
        </a>
      );
    }
    if (segment.kind === 'link') {
      return (
        <a key={index} href={segment.href} className={LINK_CLASS} target="_blank" rel="noopener noreferrer">
          {segment.label}
        </a>
      );
    }
    return <Fragment key={index}>{segment.text}</Fragment>;
  });
}
