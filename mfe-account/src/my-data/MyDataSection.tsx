import { ListRow, ListSection } from '@mealapp/ui';
import { MY_DATA_TEXT as T } from './messages';
import type { DeleteAccountState } from './useDeleteAccount';
import type { ImportState } from './useImportMyData';
import { lazyDialog } from '../shared/lazy-dialog';

const ImportDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './ImportDialog').then((m) => m.ImportDialog));
const DeleteAccountDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './DeleteAccountDialog').then((m) => m.DeleteAccountDialog));

export interface MyDataSectionProps {
  onExport: () => void;
  exporting: boolean;
  importState: ImportState;
  deletion: DeleteAccountState;
}

/** Settings > Your Data: export, import, delete account (docs/your-data.md). */
export function MyDataSection({ onExport, exporting, importState, deletion }: MyDataSectionProps) {
  return (
    <>
      <ListSection title={T.section}>
        <ListRow label={T.export} description={exporting ? T.exporting : T.exportHint} onClick={onExport} disabled={exporting} aria-busy={exporting} />
        <ListRow label={T.import} description={T.importHint} onClick={importState.openDialog} aria-haspopup="dialog" />
        <ListRow label={T.deleteAccount} description={T.deleteHint} onClick={deletion.openDialog} aria-haspopup="dialog" />
      </ListSection>
      <ImportDialog {...importState} />
      <DeleteAccountDialog {...deletion} />
    </>
  );
}
