import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ShellTimerAlarms } from '../cook-timers/lazy-cook-timers';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { Sidebar } from './sidebar';
import { useSidebarState } from './use-sidebar-state';

/** Header, collapsible sidebar, content, footer and (below 640 px) the bottom tab bar. */
export function AppShell({ children }: { children: ReactNode }) {
  const sidebar = useSidebarState();
  const { setVisible } = sidebar;
  const closeSidebar = useCallback(() => setVisible(false), [setVisible]);
  const intl = useIntl();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {intl.formatMessage({ id: 'layout.shell.skipToContent' })}
      </a>
      <Header isSidebarVisible={sidebar.isVisible} onToggleSidebar={sidebar.toggle} />
      <OfflineBanner />
      <div className="flex flex-1">
        <Sidebar isVisible={sidebar.isVisible} isNarrow={sidebar.isNarrow} onClose={closeSidebar} />
        <div className="flex min-w-0 flex-1 flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] sm:pb-0">
          <main
            id="main-content"
            tabIndex={-1}
            className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
          >
            <div className="mx-auto w-full max-w-6xl">{children}</div>
          </main>
          <Footer />
        </div>
      </div>
      <BottomBar />
      <ShellTimerAlarms />
    </div>
  );
}
