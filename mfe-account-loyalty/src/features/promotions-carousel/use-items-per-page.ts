import { useEffect, useState } from 'react';
import { carouselItemsPerPage } from '../../domain/loyalty-cards';

/** Items per carousel page for the current window width (spec 1 §9), following resizes. */
export function useItemsPerPage(): number {
  const [perPage, setPerPage] = useState(() => carouselItemsPerPage(window.innerWidth));
  useEffect(() => {
    const update = () => setPerPage(carouselItemsPerPage(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return perPage;
}
