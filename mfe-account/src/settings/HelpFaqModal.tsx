import styled from 'styled-components';
import { Button } from '@mealapp/ui';
import { Modal } from '@mealapp/ui/controls';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};

  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p, li { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  ul { margin: ${({ theme }) => theme.space(1)} 0 0; padding-left: ${({ theme }) => theme.space(5)}; }
`;

export const HELP_SECTIONS: { title: string; body: string; tips?: string[] }[] = [
  {
    title: 'Scanning recipes with the camera',
    body: 'Add a recipe from a photo of a cookbook page or a printed card: open Recipes, tap Add, then Scan. The text is read on our server and turned into a recipe you can check before saving.',
    tips: [
      'Lay the page flat in good, even light and fill the frame with the recipe.',
      'Avoid shadows and glare; hold the phone parallel to the page.',
      'Always review amounts and units after a scan.',
    ],
  },
  {
    title: 'Pasting and importing recipes',
    body: 'Paste a recipe as plain text and we split it into title, ingredients, steps, times and servings. Or paste a link to a recipe page to import it.',
    tips: [
      'Put each ingredient on its own line, amount first: "2 1/2 cups flour".',
      'Headings such as "Ingredients" and "Instructions" help the parser.',
      'If an import misses something, edit the recipe before saving.',
    ],
  },
  {
    title: 'Subscription',
    body: 'Premium features, including AI recommendations and nutrition tracking, are active on your account. There is nothing to set up and nothing to pay in the app.',
  },
  {
    title: 'Troubleshooting',
    body: 'Most problems go away with a refresh.',
    tips: [
      'Pull down or reload the page if a list looks out of date.',
      'Check your connection if a change could not be saved; your input stays on screen so you can try again.',
      'Signing out and back in renews your session.',
      'Checked items not reaching the pantry? Make sure Auto-add to Pantry is on in Settings.',
    ],
  },
  {
    title: 'Privacy',
    body: 'Your pantry, shopping list, recipes and meal plans belong to your account and are never shared with other users. App preferences such as the theme are stored only on this device. Photos you scan are used only to read the recipe text.',
  },
];

export function HelpFaqModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Help & FAQ"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Sections>
        {HELP_SECTIONS.map((section) => (
          <section key={section.title}>
            <h3>{section.title}</h3>
            <p>{section.body}</p>
            {section.tips && (
              <ul>
                {section.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Sections>
    </Modal>
  );
}
