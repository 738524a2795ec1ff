import { Component, type ReactNode } from 'react';
import { ErrorState } from '@hearth/shared/ui';

interface State {
  error: unknown;
}

/**
 * Failure isolation of a home widget: an error thrown while rendering shows the shared error state with Retry in
 * the widget's own box (logged), never a blank page or a broken host.
 */
export class WidgetBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[remote_content widget ${this.props.name}] render failed`, error);
  }

  override render() {
    if (this.state.error !== null)
      return <ErrorState error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
