import type { DailyNotificationType } from '@mealapp/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A daily notice claimed for sending: one per user, kind and local day, whichever instance claimed it. */
@Entity('notification_deliveries')
export class NotificationDeliveryEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  /** YYYY-MM-DD in the user's time zone. */
  @PrimaryColumn({ name: 'local_date', type: 'date' })
  localDate: string;

  @PrimaryColumn({ type: 'varchar', length: 30 })
  kind: DailyNotificationType;

  @Column({ name: 'claimed_at', type: 'timestamptz', default: () => 'now()' })
  claimedAt: Date;
}
