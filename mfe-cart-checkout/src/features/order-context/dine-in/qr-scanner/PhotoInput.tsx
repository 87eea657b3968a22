import { Button, VisuallyHidden } from '@owa/shared/design-kit';
import { useId, useRef } from 'react';

/** A photo of the code where there is no camera (or it fails): the phone offers its camera app. */
export function PhotoInput({
  label,
  onFile,
}: {
  readonly label: string;
  readonly onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const id = useId();
  return (
    <>
      <VisuallyHidden>
        <input
          id={id}
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={label}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </VisuallyHidden>
      <Button colorPalette="brand" onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
