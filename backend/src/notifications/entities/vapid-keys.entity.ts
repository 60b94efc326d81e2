import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The server's VAPID key pair when the environment gives none: generated once, shared by every instance. */
@Entity('vapid_keys')
export class VapidKeysEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ name: 'public_key', type: 'varchar', length: 100 })
  publicKey: string;

  @Column({ name: 'private_key', type: 'varchar', length: 100 })
  privateKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
