import type { depositDetail, listDeposits } from '@/server/ledger/deposits'

/** The deposits calls' answers, as the server writes them (types only: no server code reaches the browser). */
export type DepositList = Awaited<ReturnType<typeof listDeposits>>
export type DepositListItem = DepositList['deposits'][number]
export type DepositDetail = Awaited<ReturnType<typeof depositDetail>>
export type DepositLine = DepositDetail['lines'][number]
