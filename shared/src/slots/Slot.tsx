import { useEffect, useRef } from 'react';
import type { NoProps, SlotName, SlotProps } from './remote-entry';
import { type MountedSlot, whenSlotMounter } from './slot-registry';

/** A slot whose parcel takes no props may leave them out; any other must pass its slot's props. */
type SlotElementProps<S extends SlotName> = {
  readonly name: S;
  readonly className?: string;
} & (SlotProps[S] extends NoProps ? { readonly props?: SlotProps[S] } : { readonly props: SlotProps[S] });

const NO_PROPS: NoProps = Object.freeze({});

/** Renders whatever the host bound to this slot; an empty span when nothing is bound. */
export function Slot<S extends SlotName>({ name, props: given, className }: SlotElementProps<S>) {
  // Only a slot whose props are all optional can leave them out (the type above).
  const props: SlotProps[S] = given ?? (NO_PROPS as SlotProps[S]);
  const element = useRef<HTMLSpanElement>(null);
  const mounted = useRef<Promise<MountedSlot<S> | null> | null>(null);
  const latestProps = useRef(props);
  latestProps.current = props;

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let mounting: Promise<MountedSlot<S> | null> | null = null;
    const stop = whenSlotMounter((mounter) => {
      mounting = mounter(name, target, latestProps.current).catch(() => null);
      mounted.current = mounting;
    });
    return () => {
      stop();
      mounted.current = null;
      void mounting?.then((slot) => slot?.unmount());
    };
  }, [name]);

  const firstProps = useRef(props);
  useEffect(() => {
    // The mount already received the first props; only later changes are updates.
    if (props === firstProps.current) return;
    void mounted.current?.then((slot) => slot?.update(props));
  }, [props]);

  return <span ref={element} className={className} data-slot={name} style={{ display: 'contents' }} />;
}
