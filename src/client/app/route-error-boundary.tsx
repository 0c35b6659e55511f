import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/client/components/ui/error-state';

interface State {
  error: Error | null;
}

/** Keeps the shell alive when a screen throws (or its code chunk fails to load after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState
        title="This page could not be shown"
        message="Something went wrong while loading it. Reloading usually helps."
        onRetry={() => window.location.reload()}
      />
    );
  }
}
