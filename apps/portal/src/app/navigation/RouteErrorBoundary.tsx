import { Component, type ReactNode } from 'react';

interface Props {
  /** What to draw instead of the page when it throws (its code did not arrive, a bug). */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Catches what a page throws while it loads or draws, so the frame and its menu stay and the user
 * gets a message with a way out instead of a blank page. Keyed by path by its parent: moving to
 * another page starts clean.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('route failed') };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
