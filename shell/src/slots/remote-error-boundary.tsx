import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface BoundaryProps {
  resetKey: string;
  onError: (error: unknown) => void;
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a remote's render errors so that only its slot falls back; resets on navigation. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('render failed') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override componentDidUpdate(prev: BoundaryProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return this.props.fallback(() => this.setState({ error: null }));
    return this.props.children;
  }
}
