import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** Near enough to the end that a new message should bring the view down with it. */
const followDistance = 120;
/** Near enough to the top that the older messages are asked for. */
const olderDistance = 80;

interface ThreadScrollOptions {
  /** Oldest and newest id shown, and how many messages are on their way out. */
  firstId: number | undefined;
  lastId: number | undefined;
  outgoingCount: number;
  /** The newest message is the reader's own: always show it. */
  lastIsMine: boolean;
  onNearTop: () => void;
}

/**
 * The thread opens at its newest message, follows new ones while the reader is at the bottom,
 * and keeps the messages the reader is looking at in place when older ones are added above.
 */
export function useThreadScroll(
  containerRef: RefObject<HTMLElement | null>,
  { firstId, lastId, outgoingCount, lastIsMine, onNearTop }: ThreadScrollOptions,
) {
  const fromBottom = useRef(0);
  const seen = useRef<{ firstId?: number; lastId?: number; outgoing: number }>({ outgoing: 0 });

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const before = seen.current;
    const toBottom = () => {
      container.scrollTop = container.scrollHeight;
      fromBottom.current = 0;
    };
    if (before.lastId === undefined && lastId !== undefined) toBottom();
    else if (
      (lastId !== undefined && before.lastId !== undefined && lastId > before.lastId) ||
      outgoingCount > before.outgoing
    ) {
      if (lastIsMine || outgoingCount > before.outgoing || fromBottom.current < followDistance)
        toBottom();
    } else if (firstId !== undefined && before.firstId !== undefined && firstId < before.firstId) {
      container.scrollTop = container.scrollHeight - container.clientHeight - fromBottom.current;
    }
    seen.current = { firstId, lastId, outgoing: outgoingCount };
  }, [containerRef, firstId, lastId, outgoingCount, lastIsMine]);

  const onScroll = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    fromBottom.current = container.scrollHeight - container.clientHeight - container.scrollTop;
    if (container.scrollTop < olderDistance) onNearTop();
  }, [containerRef, onNearTop]);

  return { onScroll };
}
