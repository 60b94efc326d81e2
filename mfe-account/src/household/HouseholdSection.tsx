import { useId } from 'react';
import styled from 'styled-components';
import { HOUSEHOLD_LIMITS } from '@mealapp/domain';
import { Badge, Button, ErrorBanner, ListRow, ListSection, Spinner } from '@mealapp/ui';
import { Modal, TextField } from '@mealapp/ui/controls';
import { InvitationQr } from './InvitationQr';
import { HOUSEHOLD_TEXT as T } from './messages';
import type { HouseholdState } from './useHousehold';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Code = styled.p`
  text-align: center;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 2rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
`;

const Link = styled.p`
  overflow-wrap: anywhere;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Loading = styled.div`
  padding: ${({ theme }) => theme.space(4)};
`;

function NameModal({ form }: { form: HouseholdState['nameForm'] }) {
  const formId = useId();
  return (
    <Modal
      open={form.mode !== null}
      title={form.mode === 'rename' ? T.renameTitle : T.createTitle}
      onClose={form.close}
      footer={
        <>
          <Button variant="secondary" onClick={form.close} disabled={form.saving}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} busy={form.saving}>
            {form.mode === 'rename' ? T.save : T.create}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void form.submit(event)}>
        {form.error && <ErrorBanner>{form.error}</ErrorBanner>}
        <TextField
          label={T.name}
          name="householdName"
          required
          maxLength={HOUSEHOLD_LIMITS.nameLength}
          value={form.name}
          error={form.fieldError ?? undefined}
          onChange={(event) => form.setName(event.target.value)}
        />
      </Form>
    </Modal>
  );
}

function InviteModal({ invitation: inv }: { invitation: HouseholdState['invitation'] }) {
  return (
    <Modal
      open={inv.open}
      title={T.inviteTitle}
      onClose={inv.close}
      footer={
        inv.invitation ? (
          <>
            <Button variant="danger" onClick={() => void inv.withdraw()} busy={inv.withdrawing}>
              {T.withdraw}
            </Button>
            <Button variant="secondary" onClick={inv.close}>
              {T.done}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={inv.close}>
            {T.cancel}
          </Button>
        )
      }
    >
      <Stack>
        {inv.error && <ErrorBanner>{inv.error}</ErrorBanner>}
        {inv.loading && <Spinner label={T.inviting} />}
        {inv.error && !inv.invitation && !inv.loading && (
          <Button variant="secondary" onClick={inv.retry}>
            {T.retry}
          </Button>
        )}
        {inv.invitation && (
          <>
            <Hint>{T.inviteHint(HOUSEHOLD_LIMITS.invitationDays)}</Hint>
            <section aria-label={T.code}>
              <Code>{inv.invitation.code}</Code>
            </section>
            <section aria-label={T.link}>
              <Link>{inv.invitation.url}</Link>
            </section>
            <Button fullWidth onClick={() => void inv.shareLink()}>
              {inv.shareLabel}
            </Button>
            <p role="status">{inv.copied}</p>
            <InvitationQr url={inv.invitation.url} label={T.qr} />
            <Hint>{T.expires(new Date(inv.invitation.expiresAt).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' }))}</Hint>
          </>
        )}
      </Stack>
    </Modal>
  );
}

function JoinModal({ join }: { join: HouseholdState['joinByCode'] }) {
  const formId = useId();
  return (
    <Modal
      open={join.open}
      title={T.joinTitle}
      onClose={join.close}
      footer={
        <>
          <Button variant="secondary" onClick={join.close} disabled={join.joining}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!join.canJoin} busy={join.joining}>
            {T.joinButton}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void join.submit(event)}>
        {join.error && <ErrorBanner>{join.error}</ErrorBanner>}
        <TextField
          label={T.code}
          name="invitationCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={join.typed}
          onChange={(event) => join.setTyped(event.target.value)}
        />
        <Hint>{T.joinHint}</Hint>
      </Form>
    </Modal>
  );
}

function SwitchModal({ state }: { state: HouseholdState }) {
  const { switcher, others } = state;
  return (
    <Modal
      open={switcher.open}
      title={T.switchTitle}
      onClose={switcher.close}
      footer={
        <Button variant="secondary" onClick={switcher.close}>
          {T.cancel}
        </Button>
      }
    >
      <Stack>
        {switcher.error && <ErrorBanner>{switcher.error}</ErrorBanner>}
        <ListSection title={T.switchTitle}>
          {others.map((household) => (
            <ListRow
              key={household.id}
              label={household.name}
              description={`${household.role === 'owner' ? T.owner : T.member} · ${T.members(household.members.length)}`}
              aria-disabled={switcher.switching || undefined}
              onClick={() => void (switcher.switching || switcher.pick(household))}
            />
          ))}
        </ListSection>
      </Stack>
    </Modal>
  );
}

function MemberModal({ state }: { state: HouseholdState }) {
  const { member } = state;
  return (
    <Modal
      open={member !== null}
      title={member?.name ?? ''}
      onClose={state.closeMember}
      footer={
        member && (
          <>
            <Button variant="secondary" onClick={() => state.askHandOver(member)}>
              {T.handOver}
            </Button>
            <Button variant="danger" onClick={() => state.askRemove(member)}>
              {T.remove}
            </Button>
          </>
        )
      }
    >
      <Hint>{member && T.memberHint(member.name, state.current?.name ?? '')}</Hint>
    </Modal>
  );
}

function ConfirmModal({ confirmation: c }: { confirmation: HouseholdState['confirmation'] }) {
  return (
    <Modal
      open={c.pending !== null}
      title={c.pending?.title ?? ''}
      onClose={c.cancel}
      footer={
        <>
          <Button variant="secondary" onClick={c.cancel} disabled={c.busy}>
            {T.cancel}
          </Button>
          <Button variant="danger" onClick={() => void c.confirm()} busy={c.busy}>
            {c.pending?.confirmLabel}
          </Button>
        </>
      }
    >
      <Stack>
        {c.error && <ErrorBanner>{c.error}</ErrorBanner>}
        <p>{c.pending?.message}</p>
      </Stack>
    </Modal>
  );
}

/** Settings > Household: presentational; useHousehold holds the data and the steps. */
export function HouseholdSection({ state }: { state: HouseholdState }) {
  const { current, isOwner, myId } = state;

  let body;
  if (state.loading) {
    body = (
      <Loading>
        <Spinner label={T.loading} />
      </Loading>
    );
  } else if (state.failed) {
    body = (
      <>
        <ListRow label={T.loadFailed} chevron={false} />
        <ListRow label={T.retry} onClick={state.reload} />
      </>
    );
  } else if (!current) {
    body = <ListRow label={T.none} chevron={false} />;
  } else {
    body = (
      <>
        <ListRow
          label={current.name}
          description={`${isOwner ? T.owner : T.member} · ${T.members(current.members.length)}`}
          chevron={false}
        />
        {current.members.map((member) => {
          const label = member.id === myId ? `${member.name} (${T.you})` : member.name;
          const trailing = member.role === 'owner' ? <Badge tone="success">{T.owner}</Badge> : undefined;
          return isOwner && member.id !== myId ? (
            <ListRow key={member.id} label={label} description={T.member} trailing={trailing} aria-haspopup="dialog" onClick={() => state.openMember(member)} />
          ) : (
            <ListRow key={member.id} label={label} description={member.role === 'owner' ? undefined : T.member} trailing={trailing} />
          );
        })}
        {isOwner && (
          <>
            <ListRow label={T.invite} aria-haspopup="dialog" onClick={state.invitation.openDialog} />
            <ListRow label={T.rename} aria-haspopup="dialog" onClick={state.nameForm.openRename} />
            <ListRow label={T.withdrawAll} aria-haspopup="dialog" onClick={state.askWithdrawAll} />
            <ListRow label={T.delete} aria-haspopup="dialog" onClick={state.askDelete} />
          </>
        )}
        {!isOwner && <ListRow label={T.leave} aria-haspopup="dialog" onClick={state.askLeave} />}
      </>
    );
  }

  return (
    <>
      <ListSection title={T.section}>{body}</ListSection>
      <ListSection title={T.yours}>
        {state.others.length > 0 && (
          <ListRow label={T.switch} description={T.households(state.others.length + 1)} aria-haspopup="dialog" onClick={state.switcher.openDialog} />
        )}
        <ListRow label={T.create} aria-haspopup="dialog" onClick={state.nameForm.openCreate} />
        <ListRow label={T.join} aria-haspopup="dialog" onClick={state.joinByCode.openDialog} />
      </ListSection>
      <NameModal form={state.nameForm} />
      <InviteModal invitation={state.invitation} />
      <JoinModal join={state.joinByCode} />
      <SwitchModal state={state} />
      <MemberModal state={state} />
      <ConfirmModal confirmation={state.confirmation} />
    </>
  );
}
