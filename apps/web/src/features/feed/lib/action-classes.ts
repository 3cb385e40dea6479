/** The quiet round buttons of a post's action row (like, comments, share). */
export const actionClasses =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-[1.15rem]';
