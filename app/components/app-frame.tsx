import type { ReactNode } from "react";
import { AppSidebar } from "~/components/app-sidebar";
import { BottomNav } from "~/components/bottom-nav";
import { PageTransition } from "~/components/page-transition";
import { cn } from "~/lib/cn";

/** The frame of app pages: sidebar on large screens, bottom navigation on phones, the page in between. */
export function AppFrame({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4 sm:px-6">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto py-6 lg:block print:hidden">
          <AppSidebar />
        </aside>
        <main
          id="main"
          className={cn("flex w-full min-w-0 flex-1 flex-col py-6 pb-24 md:pb-10", narrow && "mx-auto max-w-3xl")}
        >
          <PageTransition>{children}</PageTransition>
        </main>
      </div>
      <BottomNav />
    </>
  );
}
