import {
  Alert,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@owa/shared/design-kit';
import { formatCents, formatPhone } from '@owa/shared/domain';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { useAccountDispatch, useAccountSelector } from '../../lib/hooks';
import { customerRequested, selectCustomer } from '../customer';
import { ContactForm } from './ContactForm';

/** tab-1: contact info (with editing), membership (store wallet) and points (spec 3 §2 Account area). */
export function ContactInfoTab({ storeId }: { storeId: string }) {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const customer = useAccountSelector(selectCustomer);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (customer.status === 'ready' && customer.storeId === storeId) return;
    if (customer.status !== 'loading') dispatch(customerRequested({ storeId }));
  }, [customer.status, customer.storeId, storeId, dispatch]);

  if (customer.status === 'failed')
    return (
      <Alert.Root status="error" mt="4">
        <Alert.Title>{intl.formatMessage(messages.accountLoadFailed)}</Alert.Title>
        <Button size="sm" ms="auto" onClick={() => dispatch(customerRequested({ storeId }))}>
          {intl.formatMessage(messages.accountRetry)}
        </Button>
      </Alert.Root>
    );
  const profile = customer.profile;
  if (!profile) return <Skeleton height="40" mt="4" data-testid="account-loading" />;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
      <Card.Root gridColumn={{ md: 'span 2' }}>
        <Card.Body>
          <HStack justify="space-between" mb="3" wrap="wrap">
            <Heading as="h2" size="md">
              {intl.formatMessage(messages.accountContactInfo)}
            </Heading>
            {!editing && (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                {intl.formatMessage(messages.accountEdit)}
              </Button>
            )}
          </HStack>
          {editing ? (
            <ContactForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <Stack gap="1">
              <Text fontWeight="medium">{name}</Text>
              <Text>{profile.email}</Text>
              <Text dir="ltr">{formatPhone(profile.telephone)}</Text>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="md" mb="2">
            {intl.formatMessage(messages.accountMembership)}
          </Heading>
          {customer.membership?.isMember ? (
            <Text>
              {intl.formatMessage(messages.accountWalletBalance)}:{' '}
              <Text as="span" fontWeight="bold" data-testid="wallet-balance">
                {formatCents(customer.membership.balanceInCents)}
              </Text>
            </Text>
          ) : (
            <Text color="fg.muted">{intl.formatMessage(messages.accountNotMember)}</Text>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="md" mb="2">
            {intl.formatMessage(messages.accountPoints)}
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" data-testid="account-points">
            {intl.formatMessage(messages.accountPointsValue, { points: intl.formatNumber(profile.points) })}
          </Text>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
