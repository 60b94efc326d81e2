import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** spec part 2 §3 Notification settings, one row per owner once they save (or subscribe with a time zone). */
@Entity('notification_settings')
export class NotificationSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'expiration_alerts', type: 'boolean' })
  expirationAlerts: boolean;

  @Column({ name: 'low_stock_warnings', type: 'boolean' })
  lowStockWarnings: boolean;

  @Column({ name: 'meal_reminders', type: 'boolean' })
  mealReminders: boolean;

  @Column({ name: 'shopping_reminders', type: 'boolean' })
  shoppingReminders: boolean;

  @Column({ name: 'recipes_suggestions', type: 'boolean' })
  recipesSuggestions: boolean;

  @Column({ name: 'family_updates', type: 'boolean' })
  familyUpdates: boolean;

  /** IANA name the daily notices are timed in; null: UTC. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
