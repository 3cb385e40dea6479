import { Heart } from 'lucide-react';

/**
 * The pieces a member's card shows the same way in discovery and dating (features do not import
 * each other). The texts come translated from the feature, under its own keys.
 */
export function CompatibilityBadge({ text, label }: { text: string; /** Read instead of `text` by a screen reader. */ label?: string }) {
  return (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-secondary px-2.5 py-1 text-sm font-medium text-secondary-foreground">
      <Heart aria-hidden="true" className="size-3.5" />
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        text
      )}
    </p>
  );
}

type InterestChipsProps = {
  interests: string[];
  /** How many more interests the server left out (shown as '+N'). */
  more: number;
  label: string;
  moreLabel: string;
};

/** The first interests as chips, then '+N' for the rest; nothing when there are none. */
export function InterestChips({ interests, more, label, moreLabel }: InterestChipsProps) {
  if (interests.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {interests.map((interest) => (
        <li key={interest} className="rounded-full border px-2.5 py-0.5 text-xs">
          {interest}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full border border-dashed px-2.5 py-0.5 text-xs text-muted-foreground">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">{moreLabel}</span>
        </li>
      ) : null}
    </ul>
  );
}
