import type { AllergyKey, Cuisine, DietaryRestriction, SpiceLevel } from '@mealapp/domain';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One row per owner (spec part 2 §3 Preferences), selections stored by label. Allergies are kept
 * as the list of the ones that are on, so every selection is a label list the database can check.
 */
@Entity('user_preferences')
export class UserPreferencesEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'dietary_restrictions', type: 'text', array: true })
  dietaryRestrictions: DietaryRestriction[];

  @Column({ type: 'text', array: true })
  allergies: AllergyKey[];

  @Column({ name: 'max_cooking_time', type: 'smallint' })
  maxCookingTime: number;

  @Column({ name: 'spice_level', type: 'smallint' })
  spiceLevel: SpiceLevel;

  @Column({ name: 'favorite_cuisines', type: 'text', array: true })
  favoriteCuisines: Cuisine[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
