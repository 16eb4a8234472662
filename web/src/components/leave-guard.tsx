// Asks before leaving a screen with unsaved changes: for the app's own navigation (links, navigate())
// with the app's confirm dialog, and for reloads, closing the tab or leaving the site with the
// browser's `beforeunload` prompt.
//
// The signed-in app uses <BrowserRouter>, where react-router's useBlocker is not available (it needs a
// data router), so while `when` holds the router's navigator is wrapped: a push or replace to another
// screen is held until the user confirms (a change of the query on the same screen passes). The browser's back button moves history before anyone can ask; the page
// itself stays, so nothing typed is lost unless the user then confirms leaving.
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  when: boolean;
  title: string;
  message: string;
  confirmLabel: string;
}

type Go = (...args: unknown[]) => void;
interface PatchableNavigator {
  push: Go;
  replace: Go;
}

/** The pathname a navigation goes to: navigate() hands the navigator a resolved path or a string. */
function pathOf(to: unknown): string | undefined {
  if (typeof to === 'string') return to.split(/[?#]/)[0];
  return (to as { pathname?: string } | null)?.pathname;
}

export function LeaveGuard({ when, title, message, confirmLabel }: Props) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const here = useRef('');
  here.current = useLocation().pathname;

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    const nav = navigator as unknown as PatchableNavigator;
    const { push, replace } = nav;
    const guard =
      (go: Go): Go =>
      (...args) => {
        if (pathOf(args[0]) === here.current) go.apply(nav, args);
        else setPending(() => () => go.apply(nav, args));
      };
    nav.push = guard(push);
    nav.replace = guard(replace);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      nav.push = push;
      nav.replace = replace;
    };
  }, [when, navigator]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      danger
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const go = pending;
        setPending(null);
        go?.();
      }}
    />
  );
}
