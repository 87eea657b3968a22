import { useEffect, useRef } from 'react';
import { type MountedSlot, type SlotName, slotMounter } from './slot-registry';

interface SlotProps {
  readonly name: SlotName;
  readonly props?: Readonly<Record<string, unknown>>;
  readonly className?: string;
}

const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

/** Renders whatever the host bound to this slot; an empty span when nothing is bound. */
export function Slot({ name, props = NO_PROPS, className }: SlotProps) {
  const element = useRef<HTMLSpanElement>(null);
  const mounted = useRef<Promise<MountedSlot | null> | null>(null);
  const latestProps = useRef(props);
  latestProps.current = props;

  useEffect(() => {
    const mounter = slotMounter();
    const target = element.current;
    if (!mounter || !target) return;
    const mounting = mounter(name, target, latestProps.current).catch(() => null);
    mounted.current = mounting;
    return () => {
      mounted.current = null;
      void mounting.then((slot) => slot?.unmount());
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
