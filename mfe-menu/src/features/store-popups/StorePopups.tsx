import { type Store, siteApiUrl } from '@owa/shared';
import { useEffect, useState } from 'react';
import { newsImage, popupsToShow, referralImage, type StorePopup } from '../../domain/popups';
import { NewsCorner } from './NewsCorner';
import { PictureDialog } from './PictureDialog';
import { takePopupFlags } from './popup-storage';
import { useModalElsewhere } from './use-modal-elsewhere';

/** The store's pop-ups, one after another: the referral banner, then the news picture (spec 1 §2.5). */
export default function StorePopups({ store }: { readonly store: Store }) {
  const [queue, setQueue] = useState<StorePopup[]>([]);
  useEffect(() => {
    const storeId = String(store.storeId);
    const referrer = new URLSearchParams(window.location.search).get('referrer');
    setQueue(popupsToShow({ store, referrer, ...takePopupFlags(storeId) }));
  }, [store]);
  const waiting = useModalElsewhere(queue.length > 0);

  const current = queue[0];
  if (!current || waiting) return null;
  const next = () => setQueue((shown) => shown.slice(1));
  const url = current === 'referral' ? referralImage(store) : newsImage(store);
  if (!url) return null;
  if (current === 'news-corner') return <NewsCorner url={siteApiUrl(url)} onClose={next} />;
  return <PictureDialog key={current} kind={current} url={siteApiUrl(url)} onClose={next} />;
}
