import { useMemo, useState, type ComponentProps } from 'react';
import { Select } from '@/components/ui/select';

/** Every zone the browser knows, the chosen one first (so the list grows after it, moving nothing). */
function zonesAfter(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [current, ...zones.filter((zone) => zone !== current)];
}

/**
 * The time-zone choice, a native select. Until the member reaches for it, it holds the chosen zone
 * only: the full list is some 420 options, as many elements as the rest of the profile page, which
 * the phone would parse, lay out and hydrate on every visit. A pointer down or the focus (tap,
 * click, Tab) fills it in before the platform's picker opens.
 */
export function TimeZoneSelect({ current, onFocus, onPointerDown, ...props }: ComponentProps<'select'> & { current: string }) {
  const [open, setOpen] = useState(false);
  const zones = useMemo(() => (open ? zonesAfter(current) : [current]), [open, current]);
  return (
    <Select
      {...props}
      onFocus={(event) => {
        setOpen(true);
        onFocus?.(event);
      }}
      onPointerDown={(event) => {
        setOpen(true);
        onPointerDown?.(event);
      }}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </Select>
  );
}
