import type { ShareLinkTarget } from '@/features/feed/lib/build-share-links';

// lucide-react 1.x has no brand logos: a small badge in each network's colour keeps them recognisable.
const BADGES: Record<Exclude<ShareLinkTarget, 'email'> | 'tiktok', { label: string; className: string }> = {
  facebook: { label: 'f', className: 'bg-[#1877f2] text-white' },
  twitter: { label: '𝕏', className: 'bg-black text-white' },
  linkedin: { label: 'in', className: 'bg-[#0a66c2] text-white' },
  whatsapp: { label: 'W', className: 'bg-[#1faa55] text-white' },
  telegram: { label: 'T', className: 'bg-[#229ed9] text-white' },
  reddit: { label: 'R', className: 'bg-[#ff4500] text-white' },
  pinterest: { label: 'P', className: 'bg-[#e60023] text-white' },
  tumblr: { label: 't', className: 'bg-[#34526f] text-white' },
  tiktok: { label: '♪', className: 'bg-black text-white' },
};

export function ShareTargetIcon({ target }: { target: keyof typeof BADGES }) {
  const badge = BADGES[target];
  return (
    <span aria-hidden="true" className={`flex size-5 shrink-0 items-center justify-center rounded text-[0.7rem] font-bold leading-none ${badge.className}`}>
      {badge.label}
    </span>
  );
}
