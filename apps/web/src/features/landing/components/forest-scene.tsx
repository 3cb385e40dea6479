import { cn } from '@/lib/dom/utils';

function Pine({ x, y, scale = 1, fill }: { x: number; y: number; scale?: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={fill}>
      <path d="M0 -62 L16 -30 H8 L22 -6 H10 L26 18 H-26 L-10 -6 H-22 L-8 -30 H-16 Z" />
      <rect x="-3" y="18" width="6" height="10" />
    </g>
  );
}

/**
 * The hero's dusk over the forest: drawn inline (no image request, crisp at any size), purely
 * decorative, so hidden from assistive technologies.
 */
export function ForestScene({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 360"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto rounded-[2rem] shadow-xl ring-1 ring-primary/10', className)}
    >
      <defs>
        <linearGradient id="forest-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f4f3a" />
          <stop offset="0.55" stopColor="#8a6a4a" />
          <stop offset="1" stopColor="#e9a66b" />
        </linearGradient>
        <radialGradient id="forest-moon-glow">
          <stop offset="0" stopColor="#fff6e0" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fff6e0" stopOpacity="0" />
        </radialGradient>
        <clipPath id="forest-frame">
          <rect width="480" height="360" rx="32" />
        </clipPath>
      </defs>
      <g clipPath="url(#forest-frame)">
        <rect width="480" height="360" fill="url(#forest-sky)" />
        <circle cx="350" cy="92" r="70" fill="url(#forest-moon-glow)" />
        <circle cx="350" cy="92" r="30" fill="#f8efd8" />
        <g fill="#fff6e0">
          <circle cx="70" cy="50" r="1.6" />
          <circle cx="130" cy="30" r="1.2" />
          <circle cx="200" cy="62" r="1.4" />
          <circle cx="250" cy="28" r="1.1" />
          <circle cx="420" cy="36" r="1.3" />
          <circle cx="40" cy="110" r="1" />
          <circle cx="160" cy="96" r="1" />
        </g>
        <path d="M0 230 L70 160 L120 200 L190 130 L260 205 L320 150 L400 215 L480 170 V360 H0 Z" fill="#5e7a5a" opacity="0.75" />
        <path d="M0 262 C80 228 150 250 220 236 C300 220 380 250 480 226 V360 H0 Z" fill="#3f6248" />
        <g>
          <Pine x={40} y={268} scale={1.1} fill="#2a4a34" />
          <Pine x={92} y={280} scale={0.8} fill="#2a4a34" />
          <Pine x={430} y={262} scale={1.2} fill="#2a4a34" />
          <Pine x={385} y={284} scale={0.75} fill="#2a4a34" />
        </g>
        {/* A wolf on the rock, howling at the moon. */}
        <path d="M250 300 C262 272 300 262 330 268 C352 272 372 286 380 300 Z" fill="#1f3326" />
        <path
          transform="translate(282 180) scale(0.92)"
          fill="#1f3326"
          d="M4 98 C-4 96 -2 84 8 86 C12 87 14 89 16 90 C14 78 18 68 24 60 C28 50 32 42 36 36 C38 30 39 24 40 18 L39 5 L46 12 L50 2 L55 13 C61 10 67 6 73 1 C76 -1 78 1 76 4 C73 9 70 13 66 17 L69 18 C65 22 62 27 63 32 L61 36 L65 38 L63 42 L66 45 C67 52 67 56 67 60 L68 98 L60 98 L59 72 C56 75 52 77 48 77 L50 98 Z"
        />
        <path d="M0 300 C90 284 170 300 250 292 C330 284 400 300 480 290 V360 H0 Z" fill="#23402f" />
        <g fill="#f3efe4" opacity="0.9">
          <ellipse cx="120" cy="330" rx="6" ry="5" />
          <ellipse cx="112" cy="322" rx="2.2" ry="3" />
          <ellipse cx="118" cy="318" rx="2.2" ry="3" />
          <ellipse cx="125" cy="318" rx="2.2" ry="3" />
          <ellipse cx="131" cy="322" rx="2.2" ry="3" />
        </g>
      </g>
    </svg>
  );
}
