# Shared by scripts/build, test, soak, bench and screenshots (sourced, not run): what dist/ was
# built from, whether it is current, and serving it on a loopback port.
#
# Each function expects ROOT (the checkout) to be set and the current directory to be ROOT.

# The files a release build reads: a change to any other file leaves dist/ as it is.
DIST_INPUTS=(src style index.html docs/embed Cargo.toml Cargo.lock .cargo/config.toml Trunk.toml build.rs
  scripts/lib/prerender.mjs scripts/lib/chromium.mjs scripts/lib/compress.mjs)

# dist_sources_hash — one hash of the build's inputs as they are in the working tree (tracked
# and untracked, not ignored), committed or not. Writes nothing into git.
dist_sources_hash() {
  local inputs=() p
  for p in "${DIST_INPUTS[@]}"; do [[ -e "$p" ]] && inputs+=("$p"); done
  git ls-files -z --cached --others --exclude-standard -- "${inputs[@]}" | sort -zu |
    while IFS= read -r -d '' f; do
      if [[ -f "$f" ]]; then printf '%s  %s\n' "$(sha256sum <"$f" | cut -c1-64)" "$f"; fi
    done | sha256sum | cut -c1-16
}

# dist_describe — "abc1234", or "abc1234 + local changes" when the build's inputs differ from
# that commit (uncommitted edits or new files under DIST_INPUTS).
dist_describe() {
  local commit inputs=() p
  commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  for p in "${DIST_INPUTS[@]}"; do [[ -e "$p" ]] && inputs+=("$p"); done
  if [[ -n "$(git status --porcelain --untracked-files=all -- "${inputs[@]}" 2>/dev/null)" ]]; then
    echo "$commit + local changes"
  else
    echo "$commit"
  fi
}

# dist_write_info DESCRIBE HASH PUBLIC_URL — records in dist/build-info.json what dist/ was built
# from (taken before the build started, so an edit during the build does not pass for built).
dist_write_info() {
  python3 - "$1" "$2" "$3" >dist/build-info.json <<'PY'
import json, sys, datetime
print(json.dumps({
    "commit": sys.argv[1],
    "sources": sys.argv[2],
    "public_url": sys.argv[3],
    "built": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
}))
PY
}

# dist_current — succeeds when dist/ holds a scripts/build build of the inputs as they are now,
# with relative asset paths (so it works under the sub-path dist_serve uses).
dist_current() {
  [[ -f dist/index.html && -f dist/build-info.json ]] || return 1
  local built
  built="$(python3 -c 'import json,sys; i = json.load(open(sys.argv[1])); print(i.get("sources", ""), i.get("public_url", ""))' dist/build-info.json 2>/dev/null || true)"
  [[ "$built" == "$(dist_sources_hash) ./" ]]
}

# dist_build_if_needed NAME — runs scripts/build unless dist/ is current; NAME prefixes messages.
dist_build_if_needed() {
  if dist_current; then
    echo "$1: dist/ is current ($(dist_built_from)), not rebuilding" >&2
  else
    echo "$1: dist/ is missing or older than the sources: scripts/build" >&2
    bash "$ROOT/scripts/build" >&2
  fi
}

# dist_built_from — the "commit" of dist/build-info.json, or a note that there is none.
dist_built_from() {
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["commit"])' dist/build-info.json 2>/dev/null ||
    echo "unknown (no dist/build-info.json: not built by scripts/build)"
}

# dist_serve NAME — serves dist/ as /harness-demo/ (a sub-path, as on a static host) on a free
# loopback port with scripts/lib/static-server.mjs, which serves the precompressed .br and .gz as
# a host that allows them would. Sets BASE_URL, DIST_SERVER_PID and DIST_SERVER_ROOT (a scratch
# folder for its log); dist_stop undoes it (call it from the caller's EXIT trap).
dist_serve() {
  local name=$1 port
  DIST_SERVER_ROOT="$(mktemp -d "${TMPDIR:-/tmp}/harness-$name-root.XXXXXX")"
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  node "$ROOT/scripts/lib/static-server.mjs" "$ROOT/dist" "$port" /harness-demo/ \
    >"$DIST_SERVER_ROOT/server.log" 2>&1 &
  DIST_SERVER_PID=$!
  for _ in $(seq 1 100); do
    (: >"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    kill -0 "$DIST_SERVER_PID" 2>/dev/null || { cat "$DIST_SERVER_ROOT/server.log" >&2; return 1; }
    sleep 0.1
  done
  (: >"/dev/tcp/127.0.0.1/$port") 2>/dev/null ||
    { echo "$name: the static server did not start on port $port" >&2; return 1; }
  BASE_URL="http://127.0.0.1:$port/harness-demo/"
}

dist_stop() {
  if [[ -n "${DIST_SERVER_PID:-}" ]]; then
    kill "$DIST_SERVER_PID" 2>/dev/null || true
    wait "$DIST_SERVER_PID" 2>/dev/null || true
    DIST_SERVER_PID=
  fi
  if [[ -n "${DIST_SERVER_ROOT:-}" ]]; then
    rm -rf "$DIST_SERVER_ROOT"
    DIST_SERVER_ROOT=
  fi
}
