// Imported first by every script entry point (ES imports run in order, so this check runs
// before anything else is loaded).
import { requireSupportedNode } from './node-version.mjs'

requireSupportedNode()
