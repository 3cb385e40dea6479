import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** What shows instead of the children that failed; SPEC §8's generic screen by default. */
  fallback?: (error: unknown) => ReactNode;
};
type ErrorBoundaryState = { error: unknown; hasError: boolean };

/** The app's one render-error boundary (React offers no hook for this). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error) : <ErrorFallback error={this.state.error} />;
  }
}
