import { PantryStatusCardView } from './status-card/PantryStatusCardView';
import { usePantryStatus } from './status-card/usePantryStatus';

/** Exposed to the shell's Home as `pantry/PantryStatusCard`. */
export default function PantryStatusCard() {
  return <PantryStatusCardView {...usePantryStatus()} />;
}
