import { DEFAULT_RECIPE_IMAGE_TYPE, RECIPE_IMAGE_TYPES, RECIPE_LIMIT_MESSAGES, RECIPE_LIMITS, stockImageById, type RecipeImageType } from '@mealapp/domain';
import { BadRequestException, ConflictException, FileTypeValidator, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { RecipeImagesRepository, type StoredImage } from './recipe-images.repository.js';
import type { RecipeImageFields } from './recipe-fields.js';

// spec part 2 §9: upload hint 5MB, which issue 9 makes the limit (checked by content, stored on the server)
export const RECIPE_IMAGE_MAX_BYTES = RECIPE_LIMITS.imageUploadBytes;
/** Each image is kept only while a recipe shows it; this bounds what one account can store (2.5 GB). */
export const RECIPE_IMAGES_PER_HOUSEHOLD_MAX = 500;
export const RECIPE_IMAGE_PATH = '/api/recipe-images/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const RECIPE_IMAGE_MESSAGES = {
  fileRequired: 'Choose an image file to upload (form field "file")',
  wrongType: 'The file must be a PNG, JPEG or WebP image',
  tooLarge: 'The image must be at most 5 MB',
  full: `You can keep at most ${RECIPE_IMAGES_PER_HOUSEHOLD_MAX} uploaded recipe images. Use a stock image or an image link instead.`,
  notFound: 'Image not found',
  imageUrl: 'Image URL must be an https:// address',
  uploadedImage: `Image URL must be the address of an image uploaded for your recipes (${RECIPE_IMAGE_PATH}{id})`,
} as const;

/** What multer hands over for the `file` field (memory storage). */
export interface UploadedImageFile {
  buffer: Buffer;
  mimetype: string;
  size: number;
}

/** The image choice a client sends with a recipe or on its own (PATCH /api/recipes/{id}/image). */
export interface ImageChoice {
  imageType?: string | null;
  imageUrl?: string | null;
  stockImageId?: string | null;
}

const isImageType = (value: string): value is RecipeImageType => (RECIPE_IMAGE_TYPES as readonly string[]).includes(value);

/**
 * Recipe images: stock images from @mealapp/domain's catalogue, links, and uploads. Uploads are
 * kept in the database, so every API instance serves them, and live while a recipe of their
 * owner shows them.
 */
@Injectable()
export class RecipeImagesService {
  // Nest's validator reads the type from the bytes (the file-type package), never from the name or the sent type.
  private readonly content = new FileTypeValidator({ fileType: /^image\/(png|jpeg|webp)$/, overrideMimeType: true });

  constructor(
    private readonly dataSource: DataSource,
    private readonly images: RecipeImagesRepository,
  ) {}

  /** The upload as it will be stored, its type read from its content. @throws BadRequestException */
  async checkUpload(file: UploadedImageFile | undefined): Promise<StoredImage> {
    if (!file?.buffer?.length) throw new BadRequestException(RECIPE_IMAGE_MESSAGES.fileRequired);
    if (!(await this.content.isValid(file))) throw new BadRequestException(RECIPE_IMAGE_MESSAGES.wrongType);
    return { contentType: file.mimetype, bytes: file.buffer };
  }

  /** Stores an upload of the user's in the caller's transaction (which holds the household's lock: the cap is the household's), answering the fields that show it. */
  async store(manager: EntityManager, userId: number, image: StoredImage): Promise<RecipeImageFields> {
    if ((await this.images.countOwnedBy(manager, userId)) >= RECIPE_IMAGES_PER_HOUSEHOLD_MAX) throw new ConflictException(RECIPE_IMAGE_MESSAGES.full);
    const id = randomUUID();
    await this.images.insertFor(manager, userId, id, image);
    return { imageType: 'upload', imageUrl: `${RECIPE_IMAGE_PATH}${id}`, stockImageId: null, imageId: id };
  }

  /**
   * The fields to store for a choice: a stock image by its catalogue id (the URL is the
   * catalogue's), an https link (the app's content security policy shows no other), or an image
   * the user uploaded before, named by its address. No image at all is a stock choice without an
   * id (the apps show the fallback image). The type, id and length checks are @mealapp/domain's.
   * @throws BadRequestException
   */
  async resolve(manager: EntityManager, userId: number, choice: ImageChoice): Promise<RecipeImageFields> {
    const type = choice.imageType?.trim().toLowerCase() || DEFAULT_RECIPE_IMAGE_TYPE;
    const stockImageId = choice.stockImageId?.trim() || null;
    const imageUrl = choice.imageUrl?.trim() || null;
    if (!isImageType(type)) throw new BadRequestException(RECIPE_LIMIT_MESSAGES.imageType);
    if (imageUrl !== null && imageUrl.length > RECIPE_LIMITS.imageUrlLength) throw new BadRequestException(RECIPE_LIMIT_MESSAGES.imageUrlTooLong);
    switch (type) {
      case 'stock': {
        if (stockImageId === null) return { imageType: 'stock', imageUrl: null, stockImageId: null, imageId: null };
        const stock = stockImageById(stockImageId);
        if (!stock) throw new BadRequestException(RECIPE_LIMIT_MESSAGES.stockImage);
        return { imageType: 'stock', imageUrl: stock.url, stockImageId: stock.id, imageId: null };
      }
      case 'url':
        if (!isHttpsUrl(imageUrl)) throw new BadRequestException(RECIPE_IMAGE_MESSAGES.imageUrl);
        return { imageType: 'url', imageUrl, stockImageId: null, imageId: null };
      case 'upload': {
        const id = imageUrl?.startsWith(RECIPE_IMAGE_PATH) ? imageUrl.slice(RECIPE_IMAGE_PATH.length) : '';
        if (!UUID.test(id) || !(await this.images.isOwnedBy(manager, userId, id))) throw new BadRequestException(RECIPE_IMAGE_MESSAGES.uploadedImage);
        return { imageType: 'upload', imageUrl: `${RECIPE_IMAGE_PATH}${id}`, stockImageId: null, imageId: id };
      }
    }
  }

  /** Whether `imageUrl` names an upload the user's household holds (an import's picture may have stayed on another server). */
  async holds(manager: EntityManager, userId: number, imageUrl: string | null | undefined): Promise<boolean> {
    const id = imageUrl?.startsWith(RECIPE_IMAGE_PATH) ? imageUrl.slice(RECIPE_IMAGE_PATH.length) : '';
    return UUID.test(id) && this.images.isOwnedBy(manager, userId, id);
  }

  /** Deletes the user's uploads among `ids` that no recipe shows any more, in the caller's transaction. */
  releaseUnused(manager: EntityManager, userId: number, ids: ReadonlyArray<string | null | undefined>): Promise<void> {
    return this.images.deleteUnusedOwnedBy(manager, userId, ids.filter((id): id is string => typeof id === 'string'));
  }

  /** An image to serve, by its id; null for an id that names none. */
  find(id: string): Promise<StoredImage | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.images.findServable(this.dataSource.manager, id);
  }
}

function isHttpsUrl(value: string | null | undefined): value is string {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
