import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One write sent with an Idempotency-Key, and once done, its answer (migration 1764900000000). */
@Entity('idempotent_writes')
export class IdempotentWriteEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  /** sha256 of the method, path and body: the same key for another request is refused. */
  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  /** Null while the write is under way. */
  @Column({ name: 'status_code', type: 'smallint', nullable: true })
  statusCode: number | null;

  @Column({ type: 'jsonb', nullable: true })
  body: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
