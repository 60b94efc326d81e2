import { importedRecipeKey, storedTimes, type ParsedRecipe } from '@mealapp/domain';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lockHousehold } from '../../common/household-lock.js';
import type { CreateRecipeDto } from '../dto/create-recipe.dto.js';
import { PersonRates } from '../../common/throttling.js';
import type { StoredImage } from '../recipe-images.repository.js';
import { RecipeImagesService } from '../recipe-images.service.js';
import { RecipesRepository } from '../recipes.repository.js';
import { RecipesService } from '../recipes.service.js';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES as M } from './archive-limits.js';
import { UntrustedWork } from '../../untrusted-work/untrusted-work.js';
import type { ImportCandidate, SkippedEntry, UploadedArchiveFile } from './archive-upload.js';

export interface ArchiveImportReport {
  imported: number;
  skipped: SkippedEntry[];
}

export interface ArchiveProgress {
  done: number;
  total: number;
}

/** An upload read and checked: nothing is saved until `save`. */
export interface PreparedImport {
  candidates: ImportCandidate[];
  skipped: SkippedEntry[];
}

/** What a recipe read from an export is saved as, through the same create path as the form. */
function createInputOf(recipe: ParsedRecipe): CreateRecipeDto {
  return {
    title: recipe.title,
    description: recipe.description,
    ...storedTimes(recipe),
    servings: recipe.servings,
    cuisine: recipe.cuisine,
    tags: recipe.tags,
    source: recipe.source,
    ingredients: recipe.ingredients.map(({ name, amount, amountValue, unit, notes }) => ({ name, amount, amountValue, unit, notes })),
    instructions: recipe.instructions,
    nutrition: recipe.nutrition,
    // the API shows https links only; the server never fetches them
    ...(recipe.imageUrl?.startsWith('https://') ? { imageType: 'url' as const, imageUrl: recipe.imageUrl } : {}),
  };
}

type Outcome = { saved: true; imageNote: string | null } | { saved: false; reason: string };

/**
 * Recipes from other apps' exports (docs/importing-recipes.md). The upload is read and checked
 * whole first, so a hostile one is refused with nothing stored; then each recipe is saved in its
 * own transaction (all or nothing per recipe): a refused recipe is reported and the rest go on,
 * and an import cut short keeps what it saved, so running it again adds only the rest.
 */
@Injectable()
export class ArchiveImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly recipes: RecipesService,
    private readonly repository: RecipesRepository,
    private readonly images: RecipeImagesService,
    private readonly rates: PersonRates,
    private readonly untrusted: UntrustedWork,
  ) {}

  /** Counts the import against the user's budget, then reads the upload. @throws 4xx for an upload refused whole */
  async prepare(userId: number, files: readonly UploadedArchiveFile[] | undefined): Promise<PreparedImport> {
    if (!files?.length) throw new BadRequestException(M.filesRequired);
    await this.rates.count('imports', userId);
    // unpacked and read on a worker thread, within its time and memory (a bomb or a deep JSON holds no request but its own)
    const read = await this.untrusted.run('readArchive', { files: files.map(({ originalname, buffer }) => ({ originalname, buffer })) });
    const skipped = read.skipped;
    // what crosses from the thread is cloned: photos arrive as plain byte arrays
    const candidates = read.candidates.map((candidate) => ({
      ...candidate,
      image: candidate.image && { ...candidate.image, bytes: candidate.image.bytes && Buffer.from(candidate.image.bytes.buffer, candidate.image.bytes.byteOffset, candidate.image.bytes.byteLength) },
    }));
    if (candidates.length === 0) throw new BadRequestException(skipped.length > 0 ? `${M.noRecipes}. ${skipped[0].file}: ${skipped[0].reason}` : M.noRecipes);
    if (candidates.length > ARCHIVE_LIMITS.recipes) throw new BadRequestException(M.tooManyRecipes);
    return { candidates, skipped };
  }

  /** Saves the recipes one by one, telling `progress` after each. */
  async save(userId: number, prepared: PreparedImport, progress: (step: ArchiveProgress) => void = () => undefined): Promise<ArchiveImportReport> {
    const total = prepared.candidates.length;
    const skipped = [...prepared.skipped];
    const seen = new Set<string>();
    let imported = 0;
    for (const [index, candidate] of prepared.candidates.entries()) {
      const key = importedRecipeKey(
        candidate.recipe.title,
        candidate.recipe.ingredients.map((line) => line.name),
      );
      const outcome: Outcome = seen.has(key) ? { saved: false, reason: M.duplicateInUpload } : await this.saveOne(userId, candidate, key);
      seen.add(key);
      if (outcome.saved) {
        imported += 1;
        if (outcome.imageNote && candidate.image) skipped.push({ file: candidate.image.file, reason: outcome.imageNote });
      } else skipped.push({ file: candidate.file, reason: outcome.reason });
      progress({ done: index + 1, total });
    }
    return { imported, skipped };
  }

  private async saveOne(userId: number, { recipe, image }: ImportCandidate, key: string): Promise<Outcome> {
    let photo: StoredImage | null = null;
    let imageNote: string | null = null;
    if (image?.bytes === null) imageNote = M.imageTooLarge;
    else if (image) {
      try {
        photo = await this.images.checkUpload({ buffer: image.bytes, mimetype: 'application/octet-stream', size: image.bytes.length });
      } catch (error) {
        imageNote = M.imageRefused(error instanceof Error ? error.message : String(error));
      }
    }
    try {
      return await this.dataSource.transaction(async (manager) => {
        // One write at a time per household: the duplicate check and the count hold until the recipe is in.
        await lockHousehold(manager, userId);
        const existing = await this.repository.ingredientNamesOfTitled(manager, userId, recipe.title);
        if (existing.some((names) => importedRecipeKey(recipe.title, names) === key)) return { saved: false, reason: M.duplicate };
        try {
          await this.recipes.assertRoomIn(manager, userId);
        } catch (error) {
          if (error instanceof ConflictException) return { saved: false, reason: error.message };
          throw error;
        }
        const fields = await this.recipes.fieldsOf(manager, userId, createInputOf(recipe));
        if (photo) {
          try {
            Object.assign(fields, await this.images.store(manager, userId, photo));
          } catch (error) {
            if (!(error instanceof ConflictException)) throw error;
            imageNote = M.imageRefused(error.message);
          }
        }
        await this.repository.insertFor(manager, userId, fields);
        return { saved: true, imageNote };
      });
    } catch (error) {
      // the recipe breaks a rule of the create path (no ingredients, no steps...): its message is the reason
      if (error instanceof BadRequestException) return { saved: false, reason: error.message };
      throw error;
    }
  }
}
