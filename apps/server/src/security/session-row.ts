/** What the database holds about a session and its account, as the caller check reads it. */
export interface SessionRow {
  readonly accountId: number;
  readonly type: 'user' | 'admin';
  readonly status: string;
  readonly email: string;
  readonly createdAt: Date;
  readonly rowCustomerId: number | null;
  readonly customerName: string | null;
  readonly cpf: string | null;
  readonly cnpj: string | null;
  readonly customerCreatedAt: Date | null;
  readonly revokedAt: Date | null;
  /** Set while the (staff) account is deactivated. */
  readonly deactivatedAt: Date | null;
}
