// Catches what a screen throws while rendering, above all a lazy screen whose code could not be
// downloaded (a dropped mobile connection, or a tab left open across a deploy that removed the old
// chunks). Without it React unmounts the whole app and leaves a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** Fill the screen (the root) or only the content area (a route inside the layout). */
  fullScreen?: boolean;
  reload?: () => void;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <LoadFailed error={error} fullScreen={this.props.fullScreen} reload={this.props.reload} />;
  }
}

/** What browsers throw for a lazy chunk that did not download: Chromium, Firefox, Safari. */
export function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|importing a module script failed/i.test(error.message);
}

function LoadFailed({ error, fullScreen, reload }: Omit<Props, 'children'> & { error: Error }) {
  const { t } = useTranslation();
  return (
    <LoadFailedView
      // A download that failed is about the connection; anything else is our bug, said plainly.
      message={isChunkLoadError(error) ? t('common.loadFailed') : t('common.somethingWentWrong')}
      action={t('common.reload')}
      fullScreen={fullScreen}
      reload={reload}
    />
  );
}

/** The message and its reload button, with the strings given (also used before any strings loaded). */
export function LoadFailedView({
  message,
  action,
  fullScreen,
  reload = () => window.location.reload(),
}: Omit<Props, 'children'> & { message: string; action: string }) {
  // A reload fetches the current build, which is what a failed chunk needs; a retry would not help,
  // because the browser remembers the failed import.
  return (
    <div className={fullScreen ? 'full-screen-center' : 'load-failed'} role="alert">
      <div className="load-failed__body">
        <p>{message}</p>
        <button type="button" className="button button--primary" onClick={reload}>
          {action}
        </button>
      </div>
    </div>
  );
}
