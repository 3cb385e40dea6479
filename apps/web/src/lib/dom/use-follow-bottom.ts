import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// Within this distance of the end, the reader counts as following the conversation.
const BOTTOM_SLACK_PX = 48;

type FollowOptions = {
  /** Id of the first and last entries: a new last one is a new message, a new first one an older page. */
  firstKey: string | undefined;
  lastKey: string | undefined;
  /** The newest entry is the viewer's own: sending always brings the list down to it. */
  lastIsOwn: boolean;
};

/**
 * Keeps the reading position of a message list (public chat, conversations): it follows new
 * messages only when the reader is at the bottom, and stays on the same message when older ones
 * are added above. Shared by the chat and messaging features, so it lives in lib/.
 */
export function useFollowBottom({ firstKey, lastKey, lastIsOwn }: FollowOptions) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  const previous = useRef({ firstKey, lastKey, scrollHeight: 0 });

  const scrollToBottom = useCallback(() => {
    const node = scrollRef.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, []);

  const onScroll = useCallback(() => {
    const node = scrollRef.current;
    if (!node) return;
    const bottom = node.scrollHeight - node.scrollTop - node.clientHeight <= BOTTOM_SLACK_PX;
    following.current = bottom;
    setAtBottom(bottom);
  }, []);

  // Before paint, so the list never flashes at the wrong place.
  useLayoutEffect(() => {
    const node = scrollRef.current;
    if (!node) return;
    const before = previous.current;
    if (lastKey !== before.lastKey) {
      if (following.current || lastIsOwn) scrollToBottom();
    } else if (firstKey !== before.firstKey) {
      node.scrollTop += node.scrollHeight - before.scrollHeight;
    }
    previous.current = { firstKey, lastKey, scrollHeight: node.scrollHeight };
  }, [firstKey, lastKey, lastIsOwn, scrollToBottom]);

  // Images and wrapped lines change the height after the render, and a growing message field
  // shrinks the list: either way a follower stays at the bottom.
  useEffect(() => {
    const content = contentRef.current;
    const scroller = scrollRef.current;
    if (!content || !scroller || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (following.current) scrollToBottom();
      if (scrollRef.current) previous.current.scrollHeight = scrollRef.current.scrollHeight;
    });
    observer.observe(content);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollToBottom]);

  return { scrollRef, contentRef, onScroll, atBottom, scrollToBottom };
}
