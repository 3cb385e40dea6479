import { cn } from '@/lib/dom/utils';
import type { LegalBlock } from '../content/types';
import type { LegalValues } from '../lib/legal-text';
import { LegalText } from './legal-text';

const IDENTIFIER = /^[\w.{}-]+$/;

type LegalTableProps = { block: Extract<LegalBlock, { kind: 'table' }>; values: LegalValues };

/**
 * A legal table. Tables of more than two columns do not fit a phone: below `md` their rows become
 * cards of label/value pairs (the table itself is display:none there, so nothing is read twice).
 */
export function LegalTable({ block, values }: LegalTableProps) {
  const stacks = block.headers.length > 2;
  // Only identifier-like names (la-meute.session_token, {storage.language}) are set as code.
  const firstColumn = (cell: string) =>
    cn('break-words', block.codeFirstColumn && IDENTIFIER.test(cell) && 'font-mono text-[0.8125rem]');
  return (
    <>
      {stacks ? (
        <div className="grid gap-3 md:hidden">
          <p className="text-sm font-medium text-muted-foreground">{block.caption}</p>
          {block.rows.map((row, rowIndex) => (
            <dl key={rowIndex} className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
              {row.map((cell, cellIndex) => (
                <div key={cellIndex} className="grid gap-0.5">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{block.headers[cellIndex]}</dt>
                  <dd className={cn('leading-6', cellIndex === 0 ? cn('font-medium', firstColumn(cell)) : 'text-foreground/90')}>
                    <LegalText text={cell} values={values} />
                  </dd>
                </div>
              ))}
            </dl>
          ))}
        </div>
      ) : null}
      <div className={cn('overflow-hidden rounded-lg border bg-card', stacks && 'hidden md:block')}>
        <table className="w-full text-sm">
          <caption className="border-b bg-muted/60 px-4 py-2 text-left text-sm font-medium text-muted-foreground">
            {block.caption}
          </caption>
          <thead>
            <tr className="border-b">
              {block.headers.map((header) => (
                <th key={header} scope="col" className="px-4 py-2 text-left font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b align-top last:border-b-0">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row" className={cn('px-4 py-3 text-left font-medium', firstColumn(cell))}>
                      <LegalText text={cell} values={values} />
                    </th>
                  ) : (
                    <td key={cellIndex} className="px-4 py-3 leading-6 text-foreground/90">
                      <LegalText text={cell} values={values} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
