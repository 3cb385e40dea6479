/** A member whose profile a name or avatar opens (chat), shown by the profiles feature; the route joins the two. */
export type ProfileTarget = { userId: string; name: string };
