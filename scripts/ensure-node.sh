# Puts the Node.js this project runs on first on PATH when the machine's own `node` is older.
# Source it, do not run it:  . scripts/ensure-node.sh
#
# Node comes from the npm registry only: the official binaries as the package `node-linux-<arch>`, at the one pinned
# version below, unpacked once into a cache outside the repository and reused (a second run needs no network).
# node-gyp is pointed at that package's own headers (npm_config_nodedir), so a native package built from source
# (better-sqlite3 ships prebuilt binaries, but can be) compiles for this Node without downloading anything; the
# machine's own npm configuration may point elsewhere (here `nodedir=/usr`, the system Node's headers).
# How to move Node: docs/dependencies.md.

# The pinned Node.js: the one place its version is written. npm checks the package against the registry's integrity.
CONSULTING_SITE_NODE_VERSION=24.21.0

consulting_site_ensure_node() {
  _csn_version=$CONSULTING_SITE_NODE_VERSION
  _csn_major=${_csn_version%%.*}
  _csn_current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "${_csn_current:-0}" -ge "$_csn_major" ] 2>/dev/null; then
    return 0
  fi

  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) _csn_arch=x64 ;;
    Linux-aarch64 | Linux-arm64) _csn_arch=arm64 ;;
    *)
      echo "ensure-node: no registry package of Node.js for $(uname -s) $(uname -m); install Node.js $_csn_major yourself" >&2
      return 1
      ;;
  esac
  _csn_dir="${XDG_CACHE_HOME:-$HOME/.cache}/consulting-site/node-v$_csn_version-$_csn_arch"

  if [ ! -x "$_csn_dir/bin/node" ] || [ ! -f "$_csn_dir/include/node/node.h" ]; then
    echo "ensure-node: fetching node-linux-$_csn_arch@$_csn_version from the npm registry into $_csn_dir" >&2
    mkdir -p "$(dirname "$_csn_dir")" || return 1
    _csn_tmp=$(mktemp -d "$(dirname "$_csn_dir")/.node-download.XXXXXX") || return 1
    if ! (cd "$_csn_tmp" && npm pack --silent "node-linux-$_csn_arch@$_csn_version" >/dev/null); then
      echo "ensure-node: npm pack node-linux-$_csn_arch@$_csn_version failed (is the registry reachable?)" >&2
      rm -rf "$_csn_tmp"
      return 1
    fi
    if ! tar -xzf "$_csn_tmp"/node-linux-*.tgz -C "$_csn_tmp"; then
      echo "ensure-node: could not unpack node-linux-$_csn_arch@$_csn_version" >&2
      rm -rf "$_csn_tmp"
      return 1
    fi
    # Renamed into place in one step, so a run beside this one never sees half a Node; if one finished first, its copy stays.
    if [ ! -x "$_csn_dir/bin/node" ]; then
      rm -rf "$_csn_dir"
      if ! mv "$_csn_tmp/package" "$_csn_dir"; then
        echo "ensure-node: could not move Node.js into $_csn_dir" >&2
        rm -rf "$_csn_tmp"
        return 1
      fi
    fi
    rm -rf "$_csn_tmp"
  fi

  PATH="$_csn_dir/bin:$PATH"
  export PATH
  npm_config_nodedir=$_csn_dir
  export npm_config_nodedir
  echo "ensure-node: using Node.js $("$_csn_dir/bin/node" -v) from $_csn_dir" >&2
}

consulting_site_ensure_node
_csn_status=$?
unset -f consulting_site_ensure_node
unset _csn_version _csn_major _csn_current _csn_arch _csn_dir _csn_tmp
# The sourcing shell sees whether it worked (a script under `set -e` stops here when it did not).
[ "$_csn_status" -eq 0 ] && unset _csn_status || { unset _csn_status; false; }
