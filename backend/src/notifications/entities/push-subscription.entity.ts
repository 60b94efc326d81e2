import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A browser's Web Push subscription (a device): the push service's endpoint and the keys that encrypt for it. */
@Entity('push_subscriptions')
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 2048, unique: true })
  endpoint: string;

  /** The browser's P-256 public key, 65 bytes uncompressed, unpadded base64url. */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The browser's 16-byte auth secret, unpadded base64url. */
  @Column({ type: 'varchar', length: 50 })
  auth: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
