// spec part 1 §2: Home's recipe cards' texts, as written. A module of their own: the cards are on
// Home, and a card's chunk carries every text of the module it imports (RECIPES_TEXT is the screens').
export const CARD_TEXT = {
  aiTitle: 'AI Recommendations',
  aiEmpty: 'Get personalized meal suggestions',
  cookTitle: 'Cook Tonight',
  cookEmpty: 'Add pantry items to see available recipes',
  cookReady: 'Ready to cook',
  cookNeed: 'Need ingredients',
} as const;
