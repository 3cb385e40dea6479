/** The small red figure on a bar icon (unread messages, notifications); screen readers get the text beside it. */
export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[0.625rem] font-semibold leading-none text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
