import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user's mark on a recipe they can read, their own or a shared one: one row while it is set. */
abstract class RecipeMark {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @PrimaryColumn({ name: 'recipe_id', type: 'integer' })
  recipeId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity('recipe_favorites')
export class RecipeFavoriteEntity extends RecipeMark {}

@Entity('recipe_pins')
export class RecipePinEntity extends RecipeMark {}
