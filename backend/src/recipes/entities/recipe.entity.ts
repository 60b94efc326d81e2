import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { RecipeDifficulty, RecipeImageType } from '@mealapp/domain';
import type { RecipeLibrary } from '../recipe-fields.js';

/**
 * spec part 2 §3. userId null: shared (library 'demo' or 'starter', found again by libraryKey),
 * readable by every user and changed by none. contentTags and the two counts are derived when
 * the recipe is saved, so the list reads them without touching the child rows.
 */
@Entity('recipes')
export class RecipeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  /** The household it belongs to, set from its user's current one when inserted; null: shared. */
  @Column({ name: 'household_id', type: 'integer', nullable: true })
  householdId: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  library: RecipeLibrary | null;

  @Column({ name: 'library_key', type: 'varchar', length: 80, nullable: true })
  libraryKey: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ name: 'cook_time', type: 'integer', nullable: true })
  cookTime: number | null;

  @Column({ name: 'prep_time', type: 'integer', nullable: true })
  prepTime: number | null;

  @Column({ type: 'integer', nullable: true })
  servings: number | null;

  @Column({ type: 'varchar', length: 10, default: 'medium' })
  difficulty: RecipeDifficulty;

  @Column({ type: 'varchar', length: 60, nullable: true })
  cuisine: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ name: 'image_url', type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ name: 'image_type', type: 'varchar', length: 10, default: 'stock' })
  imageType: RecipeImageType;

  @Column({ name: 'stock_image_id', type: 'varchar', length: 60, nullable: true })
  stockImageId: string | null;

  /** The uploaded image imageUrl names, when imageType is 'upload'. */
  @Column({ name: 'image_id', type: 'uuid', nullable: true })
  imageId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  source: string | null;

  @Column({ name: 'category_id', type: 'integer', nullable: true })
  categoryId: number | null;

  @Column({ name: 'is_trending', type: 'boolean', default: false })
  isTrending: boolean;

  @Column({ name: 'is_recommended', type: 'boolean', default: false })
  isRecommended: boolean;

  @Column({ name: 'content_tags', type: 'text', array: true, default: () => "'{}'" })
  contentTags: string[];

  @Column({ name: 'ingredient_count', type: 'integer', default: 0 })
  ingredientCount: number;

  @Column({ name: 'instruction_count', type: 'integer', default: 0 })
  instructionCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
