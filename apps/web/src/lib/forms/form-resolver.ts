import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// The CSP has no 'unsafe-eval': zod's probe for `new Function` (its faster object parser) is
// reported by the browser as a CSP violation, which Lighthouse lists under inspector-issues.
z.config({ jitless: true });

/** The one form pattern (STYLE): react-hook-form validated by the shared zod schema. */
export { zodResolver };
