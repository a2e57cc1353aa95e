import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { buttonClasses } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

export const AlertDialog = Dialog;
export const AlertDialogTrigger = DialogTrigger;
export const AlertDialogTitle = DialogTitle;
export const AlertDialogDescription = DialogDescription;

/** A confirmation that must be answered: no close button, Escape cancels, focus starts on Cancel. */
export function AlertDialogContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <DialogContent role="alertdialog" className={className}>
      {children}
    </DialogContent>
  );
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<"button">) {
  return <DialogClose autoFocus className={cn(buttonClasses({ variant: "outline" }), className)} {...props} />;
}

export function AlertDialogAction({
  className,
  destructive = false,
  ...props
}: ComponentProps<"button"> & { destructive?: boolean }) {
  return (
    <DialogClose
      className={cn(buttonClasses({ variant: destructive ? "destructive" : "default" }), className)}
      {...props}
    />
  );
}
