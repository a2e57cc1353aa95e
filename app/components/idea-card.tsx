import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { LocalizedLink } from "~/components/localized-link";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { m } from "~/paraglide/messages.js";

type IdeaCardData = {
  title: string;
  description: string;
  cuisine: string;
  minutes: number;
  keyIngredients: string[];
  whyItFits: string;
};

/** One recipe idea (proposal): what it is, how long it takes, and what the user can do with it. */
export function IdeaCard({ idea, actions, href }: { idea: IdeaCardData; actions?: ReactNode; href?: string }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{idea.cuisine}</Badge>
          <Badge variant="outline">
            <Clock aria-hidden className="size-3" />
            {m.idea_minutes({ minutes: idea.minutes })}
          </Badge>
        </div>
        <CardTitle className="mt-2">
          {href ? (
            <LocalizedLink to={href} className="hover:underline">
              {idea.title}
            </LocalizedLink>
          ) : (
            idea.title
          )}
        </CardTitle>
        <CardDescription>{idea.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <div>
          <h4 className="font-medium">{m.idea_key_ingredients()}</h4>
          <p className="text-muted-foreground">{idea.keyIngredients.join(", ")}</p>
        </div>
        <div>
          <h4 className="font-medium">{m.idea_why_it_fits()}</h4>
          <p className="text-muted-foreground">{idea.whyItFits}</p>
        </div>
      </CardContent>
      {actions && <CardFooter className="flex flex-wrap gap-2">{actions}</CardFooter>}
    </Card>
  );
}

/** The card's shape while an idea is being generated. */
export function IdeaCardSkeleton() {
  return (
    <Card className="flex h-full flex-col" aria-busy="true">
      <CardHeader className="gap-2">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-14" />
        </div>
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-36" />
      </CardFooter>
    </Card>
  );
}
