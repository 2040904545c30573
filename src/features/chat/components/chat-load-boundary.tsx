import { Component, type ReactNode } from "react";

interface ChatLoadBoundaryProps {
  message: string;
  onError: () => void;
  children: ReactNode;
}

/**
 * Catches a failed download of the chat chunk (offline, new deploy) so the page keeps working
 * and the visitor sees why nothing opened. The parent remounts it (new key) to retry.
 */
export class ChatLoadBoundary extends Component<ChatLoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn("Chat assistant failed to load", error);
    this.props.onError();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        role="alert"
        className="fixed right-4 bottom-22 z-40 max-w-72 rounded-md border bg-background px-3 py-2 text-sm text-foreground shadow-md sm:right-6 sm:bottom-24"
      >
        {this.props.message}
      </p>
    );
  }
}
