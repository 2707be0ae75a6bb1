import type { importView, listImports } from '@/server/imports/view'

/** The import calls' answers, as the server writes them (`import type`: none of its code reaches the browser). */
export type ImportView = Awaited<ReturnType<typeof importView>>
export type ImportViewRow = ImportView['rows'][number]
export type ImportList = Awaited<ReturnType<typeof listImports>>
