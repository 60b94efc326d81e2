import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Null for an account made by signing in with the household's identity provider (auth/oidc/) until a password is set. */
  @Column({ name: 'password_hash', type: 'varchar', length: 200, select: false, nullable: true })
  passwordHash: string | null;

  /** Raised when every session must end (password reset or change, e-mail change); access tokens carry it. */
  @Column({ name: 'session_version', type: 'integer', default: 0 })
  sessionVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
