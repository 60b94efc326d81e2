import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_RECIPE_IMAGE } from '@mealapp/domain';

/** An image that shows the fallback food image when its own cannot load (spec part 2 §9). */
export function RecipeImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return <img {...rest} src={failed === src ? FALLBACK_RECIPE_IMAGE : src} draggable={false} onError={() => setFailed(src)} />;
}
