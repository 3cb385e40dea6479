import { ArrowDown } from 'lucide-react';
import { Button } from './button';

/** Floats over a message list scrolled up: back to the newest messages. */
export function JumpToLatestButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md">
      <ArrowDown aria-hidden="true" />
      {label}
    </Button>
  );
}
