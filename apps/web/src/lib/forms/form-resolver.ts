import { zodResolver } from '@hookform/resolvers/zod';

/** The one form pattern (STYLE): react-hook-form validated by the shared zod schema. */
export { zodResolver };
