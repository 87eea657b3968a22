import { useChannel } from '@owa/shared';
import {
  Button,
  CloseButton,
  chakra,
  Flex,
  IconButton,
  Spinner,
  Text,
  useStaticClasses,
} from '@owa/shared/design-kit';
import { Dialog, LocaleProvider, Portal } from '@owa/shared/design-kit/dialogs';
import { useIntl } from 'react-intl';
import { useMenuDispatch } from '../../lib/hooks';
import { DIALOG_CLASSES } from './dialog-styles';
import { ItemCalories } from './ItemNutrition';
import { ItemStep } from './ItemStep';
import { MainButton } from './MainButton';
import { itemDialogMessages as m } from './messages';
import { itemLoadRetried } from './open-item-dialog';
import { itemOpening } from './opening';
import { RefusalAnnouncer } from './RefusalAnnouncer';
import type { ItemDialogModel } from './use-item-dialog';

interface FrameProps {
  readonly model: ItemDialogModel;
  readonly back: () => void;
  /** Drawn closed, where it is rendered rather than in a portal: the idle rehearsal, unseen. */
  readonly rehearsal?: boolean;
}

/** The dialog around the step on screen: its header, body and footer. */
export function ItemDialogFrame({ model, back, rehearsal = false }: FrameProps) {
  const language = useChannel('shell:session')?.language ?? 'en';
  const { dialog } = model;
  return (
    <LocaleProvider locale={language}>
      <Dialog.Root
        open={!rehearsal}
        lazyMount={!rehearsal}
        // The kit's own lock restyles the whole store page on the press (useBodyScrollLock).
        preventScroll={false}
        onOpenChange={(details) => (details.open ? undefined : model.close())}
        // The dialog traps focus: focus found outside it is another dialog handing focus back as it
        // closes (the coupon's, which opens this one above the cart in the same task), not the diner.
        onFocusOutside={(event) => event.preventDefault()}
        // Opened in the place of a card's frame, which held the focus meanwhile: back to the card.
        finalFocusEl={itemOpening.openerToRefocus}
        size={{ base: 'full', md: 'md' }}
        scrollBehavior="inside"
        placement="center"
      >
        <Portal disabled={rehearsal}>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW={{ md: '450px' }} data-testid="item-dialog">
              <ItemDialogHeader model={model} back={back} />
              <Dialog.Body px="4" pb="4">
                {dialog.status === 'loading' ? <ItemLoading /> : null}
                {dialog.status === 'failed' ? <ItemLoadFailed /> : null}
                {dialog.status === 'ready' ? <ItemStep model={model} /> : null}
              </Dialog.Body>
              {dialog.status === 'ready' ? (
                <Dialog.Footer
                  px="4"
                  py="3"
                  borderTopWidth="1px"
                  flexDirection="column"
                  alignItems="stretch"
                  gap="2"
                >
                  <RefusalAnnouncer refusal={dialog.refusal} limit={dialog.item?.maxCardinality} />
                  <ItemCalories nutrition={model.nutrition} />
                  <MainButton model={model} />
                </Dialog.Footer>
              ) : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </LocaleProvider>
  );
}

/** Back (past step 1), the item's name with the step count, and Close. */
function ItemDialogHeader({ model, back }: Pick<FrameProps, 'model' | 'back'>) {
  const intl = useIntl();
  const classes = useStaticClasses(DIALOG_CLASSES);
  const { dialog, current } = model;
  const title = current?.target?.name ?? dialog.item?.name ?? intl.formatMessage(m.loading);
  return (
    <Dialog.Header gap="2" alignItems="center" py="3">
      {dialog.step > 1 ? (
        <IconButton aria-label={intl.formatMessage(m.back)} variant="ghost" size="sm" onClick={back}>
          <chakra.span aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
            ←
          </chakra.span>
        </IconButton>
      ) : null}
      <div className={classes.titles}>
        <Dialog.Title fontSize="lg">{title}</Dialog.Title>
        {current && current.total > 1 ? (
          <p className={classes.stepOf}>
            {intl.formatMessage(m.stepOf, { step: dialog.step, total: current.total })}
          </p>
        ) : null}
      </div>
      <Dialog.CloseTrigger asChild position="static">
        <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} />
      </Dialog.CloseTrigger>
    </Dialog.Header>
  );
}

function ItemLoading() {
  const intl = useIntl();
  return (
    <Flex align="center" gap="2" py="8" aria-busy="true">
      <Spinner size="sm" />
      <Text>{intl.formatMessage(m.loading)}</Text>
    </Flex>
  );
}

/** A failed load: the message and a Retry, in the dialog. */
function ItemLoadFailed() {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  return (
    <Flex direction="column" gap="3" py="6" role="alert">
      <Text>{intl.formatMessage(m.loadFailed)}</Text>
      <Button alignSelf="flex-start" colorPalette="brand" onClick={() => dispatch(itemLoadRetried())}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Flex>
  );
}
