import { Bell, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { PageHeader } from "~/components/page-header";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Skeleton } from "~/components/ui/skeleton";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast-store";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** The design system on one page: every primitive in its states, in the current theme and language. */
export default function Mockups() {
  const [notify, setNotify] = useState(true);
  return (
    <>
      <PageHeader title={m.mockups_title()} description={m.mockups_description()} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={m.mockups_buttons()}>
          <div className="flex flex-wrap gap-2">
            <Button>{m.mockups_primary()}</Button>
            <Button variant="secondary">{m.mockups_secondary()}</Button>
            <Button variant="outline">{m.mockups_outline()}</Button>
            <Button variant="ghost">{m.mockups_ghost()}</Button>
            <Button variant="link">{m.mockups_link()}</Button>
            <Button disabled>{m.mockups_disabled()}</Button>
            <Button size="icon" variant="outline" aria-label={m.mockups_notify()}>
              <Bell aria-hidden className="size-4" />
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>{m.mockups_badge_ai()}</Badge>
            <Badge variant="secondary">{m.demo_idea_cuisine()}</Badge>
            <Badge variant="outline">{m.idea_minutes({ minutes: 25 })}</Badge>
            <Badge variant="success">{m.mockups_badge_saved()}</Badge>
          </div>
        </Section>

        <Section title={m.mockups_forms()}>
          <Field label={m.mockups_recipe_title()} hint={m.mockups_recipe_title_hint()}>
            <Input name="title" defaultValue={m.demo_idea_title()} />
          </Field>
          <Field label={m.mockups_servings()} error={m.mockups_servings_error()}>
            <Input name="servings" type="number" defaultValue={0} />
          </Field>
          <Field label={m.mockups_notes()}>
            <Textarea name="notes" />
          </Field>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="mockups-cuisine">{m.demo_idea_cuisine()}</Label>
            <Select defaultValue="mediterranean">
              <SelectTrigger id="mockups-cuisine">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="mediterranean">{m.demo_idea_cuisine()}</SelectItem>
                <SelectItem value="other">{m.mockups_other()}</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="flex items-center gap-3">
            <Checkbox id="mockups-vegetarian" defaultChecked />
            <Label htmlFor="mockups-vegetarian">{m.mockups_vegetarian()}</Label>
          </div>
          <div className="flex items-center gap-3">
            <Switch id="mockups-notify" checked={notify} onCheckedChange={setNotify} />
            <Label htmlFor="mockups-notify">{m.mockups_notify()}</Label>
          </div>
        </Section>

        <Section title={m.mockups_overlays()}>
          <div className="flex flex-wrap gap-2">
            <Dialog>
              <DialogTrigger>
                <Button variant="outline">{m.mockups_open_dialog()}</Button>
              </DialogTrigger>
              <DialogContent closeLabel={m.ui_close()}>
                <DialogTitle>{m.mockups_dialog_title()}</DialogTitle>
                <DialogDescription>{m.mockups_dialog_text()}</DialogDescription>
              </DialogContent>
            </Dialog>
            <AlertDialog>
              <AlertDialogTrigger>
                <Button variant="destructive">
                  <Trash2 aria-hidden className="size-4" />
                  {m.mockups_delete()}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogTitle>{m.mockups_delete_title()}</AlertDialogTitle>
                <AlertDialogDescription>{m.mockups_delete_text()}</AlertDialogDescription>
                <AlertDialogFooter>
                  <AlertDialogCancel>{m.mockups_cancel()}</AlertDialogCancel>
                  <AlertDialogAction destructive>{m.mockups_delete()}</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline">{m.mockups_menu()}</Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem>{m.mockups_menu_print()}</DropdownMenuItem>
                <DropdownMenuItem>{m.mockups_menu_share()}</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Button variant="secondary" onClick={() => toast({ title: m.mockups_toast_title(), variant: "success" })}>
              {m.mockups_show_toast()}
            </Button>
          </div>
        </Section>

        <Section title={m.mockups_feedback()}>
          <Tabs defaultValue="progress">
            <TabsList>
              <TabsTrigger value="progress">{m.mockups_progress()}</TabsTrigger>
              <TabsTrigger value="skeleton">{m.mockups_skeleton()}</TabsTrigger>
            </TabsList>
            <TabsContent value="progress" className="flex flex-col gap-3">
              <Progress value={60} aria-label={m.mockups_progress()} />
              <Progress aria-label={m.loading()} />
            </TabsContent>
            <TabsContent value="skeleton" className="flex flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </TabsContent>
          </Tabs>
        </Section>
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

export const meta = () => pageMeta(m.mockups_title());
