import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('client_error_reports')
export class ClientErrorReport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 2000 })
  message: string;

  @Column({ type: 'text', nullable: true })
  stack: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  file: string | null;

  @Column({ type: 'integer', nullable: true })
  line: number | null;

  @Column({ type: 'integer', nullable: true })
  column: number | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  url: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 1000, nullable: true })
  userAgent: string | null;

  @Column({ type: 'jsonb', nullable: true })
  extra: Record<string, unknown> | null;

  /** The reporting client's address, for the per-address cap. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  address: string | null;

  @Column({ type: 'jsonb', nullable: true })
  diagnostic: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
