import { Slot, type Store } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { NoticeBanner } from './NoticeBanner';
import { StoreBanner } from './StoreBanner';
import { StoreContact } from './StoreContact';
import { SUB_HEADER_CLASSES } from './sub-header-styles';
import { TodayHours } from './TodayHours';

interface SubHeaderProps {
  readonly store: Store;
  /** The promotions carousel shows on the store route only (spec 1 §2.4). */
  readonly route: 'store' | 'menu-selection';
}

/** The store sub-header (spec 1 §2.4). */
export function SubHeader({ store, route }: SubHeaderProps) {
  const classes = useStaticClasses(SUB_HEADER_CLASSES);
  return (
    <header data-testid="store-sub-header">
      <NoticeBanner store={store} />
      <StoreBanner store={store} />
      <div className={classes.container}>
        <div className={classes.row}>
          <div className={classes.details}>
            <h1 className={classes.name} data-testid="store-name">
              {store.name}
            </h1>
            <StoreContact store={store} />
            <TodayHours store={store} />
          </div>
          <div className={classes.selector}>
            <Slot name="cart:order-type-selector" />
          </div>
        </div>
        {route === 'store' ? <Slot name="account:promotions-carousel" /> : null}
      </div>
    </header>
  );
}
