import { CookTonightCardView } from './card/CookTonightCardView';
import { useCookTonight } from './card/useCookTonight';

/** Exposed to the shell's Home as `recipes/CookTonightCard`; reads the same cached list as the page. */
export default function CookTonightCard() {
  return <CookTonightCardView {...useCookTonight()} />;
}
