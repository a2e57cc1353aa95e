import { X } from "lucide-react";
import { Slot } from "radix-ui";
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  use,
  useId,
  useRef,
} from "react";
import { cn } from "~/lib/cn";

/**
 * Modal dialogs on the browser's own `<dialog>`: `showModal()` makes the rest of the page inert, keeps focus inside
 * and draws the backdrop, so no focus-trap or scroll-lock library is needed (issue 24: Radix's dialog was 9 KiB gzip
 * on the recipe page). Escape closes, and focus goes back to what opened it.
 */
type DialogState = {
  dialog: RefObject<HTMLDialogElement | null>;
  opener: RefObject<HTMLElement | null>;
  titleId: string;
  descriptionId: string;
};

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = use(DialogContext);
  if (!state) throw new Error("A dialog part must be inside <Dialog>.");
  return state;
}

export function Dialog({ children }: { children: ReactNode }) {
  const id = useId();
  const state: DialogState = {
    dialog: useRef<HTMLDialogElement>(null),
    opener: useRef<HTMLElement>(null),
    titleId: `${id}-title`,
    descriptionId: `${id}-description`,
  };
  return <DialogContext value={state}>{children}</DialogContext>;
}

export function DialogTrigger({ children }: { children: ReactNode }) {
  const { dialog, opener } = useDialog();
  function open(event: MouseEvent<HTMLElement>) {
    opener.current = event.currentTarget;
    const panel = dialog.current;
    if (!panel) return;
    panel.showModal();
    // Browsers focus the first control themselves, not all the same one: the answer marked autofocus, else the first.
    panel.querySelector<HTMLElement>("[autofocus], button, [href], input, select, textarea")?.focus();
  }
  return (
    <Slot.Root aria-haspopup="dialog" onClick={open}>
      {children}
    </Slot.Root>
  );
}

function closeDialog({ dialog, opener }: DialogState) {
  dialog.current?.close();
  opener.current?.focus();
}

const panelClasses =
  "m-auto open:flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg flex-col gap-4 overflow-y-auto rounded-lg border bg-popover p-6 text-popover-foreground shadow-lg backdrop:bg-black/50 open:animate-fade-in";

/**
 * The dialog's panel. `role="alertdialog"` makes it a question that must be answered: no close button and no closing
 * by a click beside it, only Escape or its own buttons.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  role,
}: {
  className?: string;
  children: ReactNode;
  closeLabel?: string;
  role?: "alertdialog";
}) {
  const state = useDialog();
  return (
    <dialog
      ref={state.dialog}
      role={role}
      aria-labelledby={state.titleId}
      aria-describedby={state.descriptionId}
      className={cn(panelClasses, className)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        closeDialog(state);
      }}
      onClick={(event) => {
        if (role !== "alertdialog" && event.target === event.currentTarget) closeDialog(state);
      }}
    >
      {children}
      {closeLabel && (
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => closeDialog(state)}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </dialog>
  );
}

/** A button that closes the dialog (Cancel). */
export function DialogClose({ onClick, ...props }: ComponentProps<"button">) {
  const state = useDialog();
  return (
    <button
      type="button"
      onClick={(event) => {
        onClick?.(event);
        closeDialog(state);
      }}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 id={useDialog().titleId} className={cn("pr-8 text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  return <p id={useDialog().descriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
