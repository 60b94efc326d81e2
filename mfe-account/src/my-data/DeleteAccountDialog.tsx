import { useId } from 'react';
import styled from 'styled-components';
import { Button, ErrorBanner, Spinner } from '@mealapp/ui';
import { Modal, TextField } from '@mealapp/ui/controls';
import { MY_DATA_TEXT as T } from './messages';
import type { DeleteAccountState } from './useDeleteAccount';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** Settings > Delete account: exactly what goes, then the password (or a fresh sign-in at the identity provider); a failure keeps what was typed. */
export function DeleteAccountDialog(state: DeleteAccountState) {
  const formId = useId();
  return (
    <Modal
      open={state.open}
      title={T.deleteTitle}
      onClose={state.close}
      footer={
        <>
          <Button variant="secondary" onClick={state.close} disabled={state.deleting}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={state.deleting}>
            {state.provider && !state.confirmed ? T.confirmAtProviderButton(state.provider) : T.deleteConfirm}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={state.submit}>
        {state.error && <ErrorBanner>{state.error}</ErrorBanner>}
        <p>{T.deleteGoes}</p>
        <ul>
          {T.deleteItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {state.loadingHouseholds ? (
          <Spinner label="Loading your households" size={20} />
        ) : (
          <ul aria-label="Your households">
            {state.fates.map((fate) => (
              <li key={fate.name}>{fate.successor === null ? T.deletedHousehold(fate.name) : T.handedOver(fate.name, fate.successor)}</li>
            ))}
          </ul>
        )}
        <p>{T.deleteOthers}</p>
        {state.provider ? (
          <p>{state.confirmed ? T.confirmedAtProvider(state.provider) : T.confirmAtProvider(state.provider)}</p>
        ) : (
          <TextField
            label={T.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={state.password}
            onChange={(event) => state.setPassword(event.target.value)}
          />
        )}
      </Form>
    </Modal>
  );
}
