import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const NATIVE_PUSH_PLATFORMS = ['android', 'ios'] as const;
export type NativePushPlatform = (typeof NATIVE_PUSH_PLATFORMS)[number];

/** A native app's push token (FCM or APNs), stored for a native sender; nothing sends to it yet. */
@Entity('native_push_tokens')
export class NativePushTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 1024, unique: true })
  token: string;

  @Column({ type: 'varchar', length: 10 })
  platform: NativePushPlatform;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
