import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/**
 * Issue 47: the site, its e-mails and PDFs speak American English. These are the British forms
 * a writer slips into: -our, -ise/-isation, -re, -ogue, and a few words of their own. Each is a
 * whole-word pattern (any case), so "honour" is caught but "honor" and "Honolulu" are not.
 *
 * Deliberately not listed:
 * - "cancelled"/"cancelling": Merriam-Webster gives "canceled or cancelled" as equally
 *   American, and the site's order and visit statuses are stored as `cancelled` (shown in CSV
 *   exports and the Stripe-free parts of the panel): flagging the label alone would leave staff
 *   reading two spellings of one status.
 * - "grey", "dialogue", "judgment"/"judgement"-like pairs that US dictionaries accept both ways.
 * - "emphasis", "analysis", "premise", "expertise", "enterprise", "advise", "revise", "promise",
 *   "exercise", "merchandise", "surprise", "compromise", "otherwise", "franchise", "disguise":
 *   -ise words that are American too (the -ise list below is explicit, never a suffix rule).
 */
export const BRITISH_SPELLINGS: Record<string, string> = {
  // pattern (without word boundaries): the American form to write instead
  'honour(s|ed|ing|able|ary)?': 'honor',
  'colour(s|ed|ful|ing)?': 'color',
  'favour(s|ed|ing|able|ite|ites)?': 'favor',
  'behaviour(s|al)?': 'behavior',
  'neighbour(s|hood|hoods|ing)?': 'neighbor',
  'labour(s|ed|ing)?': 'labor',
  'humour(ed)?': 'humor',
  'endeavour(s|ed|ing)?': 'endeavor',
  'rumour(s|ed)?': 'rumor',
  'harbour(s|ed|ing)?': 'harbor',
  'programme(s|d)?': 'program',
  'organis(e|es|ed|ing|er|ers|ation|ations|ational)': 'organize, organization',
  'recognis(e|es|ed|ing|able|ably)': 'recognize, recognized',
  'realis(e|es|ed|ing)': 'realize, realized',
  'apologis(e|es|ed|ing)': 'apologize',
  'prioritis(e|es|ed|ing|ation)': 'prioritize',
  'personalis(e|es|ed|ing|ation)': 'personalize',
  'customis(e|es|ed|ing|ation)': 'customize',
  'authoris(e|es|ed|ing|ation|ations)': 'authorize, authorization',
  'summaris(e|es|ed|ing)': 'summarize',
  'finalis(e|es|ed|ing)': 'finalize',
  'emphasis(e|es|ed|ing)': 'emphasize',
  'categoris(e|es|ed|ing|ation)': 'categorize',
  'memorialis(e|es|ed|ing)': 'memorialize',
  'minimis(e|es|ed|ing)': 'minimize',
  'maximis(e|es|ed|ing)': 'maximize',
  'utilis(e|es|ed|ing|ation)': 'utilize',
  'specialis(e|es|ed|ing|t|ts)': 'specialize',
  'sympathis(e|es|ed|ing)': 'sympathize',
  'centre(s|d)?': 'center',
  'theatre(s)?': 'theater',
  'metre(s)?': 'meter',
  'litre(s)?': 'liter',
  'fibre(s)?': 'fiber',
  'catalogue(s|d)?': 'catalog',
  'analogue(s)?': 'analog',
  'cheque(s)?': 'check',
  'fulfil(s|ment|ments)?': 'fulfill / fulfillment',
  'enrol(s|ment|ments)?': 'enroll / enrollment',
  'instalment(s)?': 'installment',
  'licence(s)?': 'license',
  'defence(s)?': 'defense',
  'offence(s)?': 'offense',
  'practis(e|es|ed|ing)': 'practice',
  'travell(ed|ing|er|ers)': 'traveled',
  'labell(ed|ing)': 'labeled',
  'modell(ed|ing)': 'modeled',
  'counsell(ed|ing|or|ors)': 'counseled / counseling / counselor',
  'jewellery': 'jewelry',
  'pyjamas': 'pajamas',
  'whilst': 'while',
  'amongst': 'among',
}

const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}_])(${Object.keys(BRITISH_SPELLINGS).join('|')})(?![\\p{L}\\p{N}_])`, 'giu')

/** The British forms in one piece of text, as written. */
export function britishWords(text: string): string[] {
  return [...text.matchAll(PATTERN)].map((match) => match[0])
}

/**
 * A machine value, not copy: an enum value, key, path or class list (`cancelled`,
 * `fulfilment_method`, `/api/orders`). Copy has a space or a capital letter; these have neither.
 */
const MACHINE_VALUE = /^[a-z0-9_.:/#@-]*$/

/** SQL names its columns as they were created (`"fulfilment"`): a query is not copy. */
const SQL = /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|ALTER TABLE|CREATE|WHERE|COALESCE)\b/

/** Inside a tagged template `sql\`…\`` (drizzle's query builder). */
function inSqlTag(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTaggedTemplateExpression(at)) return ts.isIdentifier(at.tag) ? at.tag.text === 'sql' : ts.isPropertyAccessExpression(at.tag) && at.tag.expression.getText() === 'sql'
    if (!ts.isTemplateExpression(at) && !ts.isTemplateSpan(at)) return false
  }
  return false
}

/** The copy of one TS/TSX source: JSX text and string/template literals that are not module names, keys or machine values. */
export function copyOf(fileName: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: { line: number; text: string }[] = []
  const add = (node: ts.Node, text: string) => {
    if (!text.trim() || MACHINE_VALUE.test(text.trim()) || SQL.test(text) || inSqlTag(node)) return
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text })
  }
  const visit = (node: ts.Node) => {
    const parent = node.parent
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isJsxText(node)) add(node, node.text)
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const isKey = parent && (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node
      const isModule = parent && ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword
      const isType = parent && ts.isLiteralTypeNode(parent)
      if (!isKey && !isModule && !isType) add(node, node.text)
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) add(node, node.text)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/**
 * The site's own copy under `src/`: pages, components, e-mails, PDFs, seed and messages. Not the
 * frozen migrations (they keep what they shipped) nor the generated payload-types.
 */
export function siteSources(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (full !== path.join(root, 'src', 'migrations')) walk(full)
      } else if (/\.tsx?$/.test(entry.name) && entry.name !== 'payload-types.ts') out.push(full)
    }
  }
  walk(path.join(root, 'src'))
  return out.sort()
}

/** Every British form in the site's copy, as "path:line: word (American: …)". */
export function britishInSite(root: string): string[] {
  const hits: string[] = []
  for (const file of siteSources(root)) {
    for (const { line, text } of copyOf(file, readFileSync(file, 'utf8'))) {
      for (const word of britishWords(text)) {
        const key = Object.keys(BRITISH_SPELLINGS).find((pattern) => new RegExp(`^(${pattern})$`, 'iu').test(word))
        hits.push(`${path.relative(root, file)}:${line}: ${word} (American: ${key ? BRITISH_SPELLINGS[key] : '?'})`)
      }
    }
  }
  return hits
}
