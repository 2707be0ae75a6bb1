import { readFileSync } from 'node:fs'

/**
 * The Node.js this project runs on is the one package.json's `engines.node` names (">=24"): the
 * scripts check it first, so an older Node stops with one clear sentence instead of failing
 * later on a missing API or a dependency that needs a newer runtime.
 */
const packageJson = new URL('../../package.json', import.meta.url)

/** The lowest version `engines.node` allows, as [major, minor, patch]. */
export function requiredNode(engines = JSON.parse(readFileSync(packageJson, 'utf8')).engines?.node ?? '') {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(engines.trim())
  if (!match) throw new Error(`package.json engines.node must read ">=MAJOR[.MINOR.PATCH]", not "${engines}"`)
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)]
}

/** Why `version` (e.g. "20.20.2") cannot run the project, or null when it can. */
export function nodeVersionProblem(version = process.versions.node, required = requiredNode()) {
  const have = version.split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    if (have[i] > required[i]) return null
    if (have[i] < required[i]) {
      const needed = required.join('.').replace(/(\.0)+$/, '')
      return (
        `This project needs Node.js ${needed} or newer (Node ${required[0]} LTS); this is Node.js ${version}. ` +
        `Install Node ${required[0]} (\`nvm install\` or \`fnm use\` read .nvmrc) and run the command again.`
      )
    }
  }
  return null
}

/** Stops the process with the reason when this Node is too old. */
export function requireSupportedNode() {
  const problem = nodeVersionProblem()
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
