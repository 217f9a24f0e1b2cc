import { useLayoutEffect, type RefObject } from 'react';

/**
 * Gives the element the height from where it starts to the bottom of the window (as
 * `--fill-height`), so the conversation fills the screen with its composer at the bottom whatever
 * the header's height (it wraps to two rows on phones).
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const height = (window.visualViewport?.height ?? window.innerHeight) - top;
      element.style.setProperty('--fill-height', `${Math.max(height, 320)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [ref]);
}
