import type { LegalBlock } from '../content/types';
import type { LegalValues } from '../lib/legal-text';
import { LegalTable } from './legal-table';
import { LegalText } from './legal-text';

/** Paragraphs, lists and tables of a legal section, set for long reading. */
export function LegalBlocks({ blocks, values }: { blocks: LegalBlock[]; values: LegalValues }) {
  return blocks.map((block, index) => {
    if (block.kind === 'paragraph') {
      return (
        <p key={index} className="leading-7 text-foreground/90">
          <LegalText text={block.text} values={values} />
        </p>
      );
    }
    if (block.kind === 'list') {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          key={index}
          className={`grid gap-2 pl-6 leading-7 text-foreground/90 marker:text-primary ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <LegalText text={item} values={values} />
            </li>
          ))}
        </List>
      );
    }
    return <LegalTable key={index} block={block} values={values} />;
  });
}
