/** The look shared by the like, comment and report buttons under a response. */
export const socialButtonClass =
  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground transition-colors select-none hover:bg-accent hover:text-foreground disabled:cursor-default disabled:opacity-60 [&_svg]:size-4.5 [&_svg]:shrink-0';
