# Sourced by .ci/run: puts the Node.js major version named in .nvmrc first on PATH.
# When the machine's Node is older, that Node comes from the npm registry (the `node` package
# carries the runtime's binary) into a cache folder outside the project: not a dependency of the
# project (every developer's `npm install` would download ~190 MB and their own newer Node would be
# shadowed), and outside node_modules, which `npm ci` wipes and which must already be installed by
# the right Node. Every child process (npm, next, vitest, playwright, tsx) then finds it on PATH.
required="$(tr -dc '0-9' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current" -lt "$required" ]; then
  dir="${CI_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/bloom-site/node-$required}"
  if [ ! -x "$dir/node_modules/.bin/node" ]; then
    echo "Node $current is older than $required: fetching Node $required from the npm registry into $dir…"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock "node@$required" >/dev/null
  fi
  export PATH="$dir/node_modules/.bin:$PATH"
fi
echo "node --version: $(node --version) ($(command -v node)); npm $(npm --version)"
