# Shared by tools/run and tools/test: install what is missing, configure, build.
# Sourced, not executed.

HCLC_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
HCLC_BUILD=${HCLC_BUILD:-$HCLC_ROOT/build}

# Debian packages the build and the tests need.
HCLC_PACKAGES="cmake ninja-build g++ lld valgrind pkg-config antlr4 libantlr4-runtime-dev libgmp-dev
libmpfr-dev libicu-dev icu-devtools doctest-dev libcli11-dev libre2-dev libssl-dev libyaml-dev zlib1g-dev libcrypt-dev python3 clang-format clang-tidy
pybind11-dev python3-dev python3-pytest neovim
python3-venv python3-setuptools python3-wheel python3-build"
# What the npm package (js/) adds, for tools/test and `tools/bench npm` only
# (tools/run does not build it): Emscripten, Debian's sources of the
# dependencies, Node and Chromium for its tests. Its tests install their oracle
# with npm: Debian's npm package where no npm came with Node (NodeSource's
# nodejs has its own and conflicts with Debian's npm).
HCLC_WASM_PACKAGES="emscripten dpkg-dev unicode-data python3-six nodejs chromium"
command -v npm > /dev/null || HCLC_WASM_PACKAGES="$HCLC_WASM_PACKAGES npm"

# The reference implementation hclc follows (HashiCorp's Go hcl/v2 2.24 with
# go-cty 1.16), built from ../shared/reference/current when that folder is
# beside the checkout: its tools' directory, and the official spec suite in its
# source tree. The build passes both to CMake (HCLC_REFERENCE_BINDIR,
# HCLC_OFFICIAL_SPECSUITE); the scripts comparing with the reference use them.
HCLC_REFERENCE_SETUP="$HCLC_ROOT/../shared/reference/current/setup.sh"
HCLC_REFERENCE_BINDIR=${HCLC_REFERENCE_BINDIR:-/tmp/hcl-current/bin}
HCLC_OFFICIAL_SPECSUITE=${HCLC_OFFICIAL_SPECSUITE:-$(dirname "$HCLC_REFERENCE_BINDIR")/hcl/specsuite/tests}

hclc_install_dependencies() {
  local missing=()
  for package in $HCLC_PACKAGES; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' \
      || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

# The Python module links the ANTLR runtime, ICU and RE2 from archives built
# once from Debian's sources into $HCLC_BUILD/pic (tools/pic-deps; see
# docs/python.md for how long): not in the sanitized builds, which leave the
# module out, nor with HCLC_PIC_DEPS=no (tools/run: the Quick start's first
# step shows the command-line tools, and a later tools/test relinks the
# module). Where they cannot be built (no deb-src access), the module links
# the shared libraries, as before.
hclc_build() {
  local python_deps=()
  if [[ " $* " != *" -DHCLC_SANITIZE"* && "${HCLC_PIC_DEPS:-yes}" != no ]]; then
    if "$HCLC_ROOT/tools/pic-deps" "$HCLC_BUILD/pic"; then
      python_deps=(-DHCLC_PYTHON_PIC_DEPS="$HCLC_BUILD/pic/deps")
    else
      echo "tools/pic-deps failed: the Python module links the shared libraries (a larger peak, docs/python.md)"
    fi
  fi
  if [ ! -f "$HCLC_BUILD/build.ninja" ]; then
    cmake -S "$HCLC_ROOT" -B "$HCLC_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DHCLC_REFERENCE_BINDIR="$HCLC_REFERENCE_BINDIR" -DHCLC_OFFICIAL_SPECSUITE="$HCLC_OFFICIAL_SPECSUITE" \
      "${python_deps[@]}" "$@"
  elif [ ${#python_deps[@]} -gt 0 ] && ! grep -qx "HCLC_PYTHON_PIC_DEPS:PATH=$HCLC_BUILD/pic/deps" "$HCLC_BUILD/CMakeCache.txt"; then
    cmake "$HCLC_BUILD" "${python_deps[@]}"  # a build folder configured before the archives
  fi
  cmake --build "$HCLC_BUILD"
}

# Builds the reference into $HCLC_REFERENCE_BINDIR (about 15 s the first time,
# nothing when it is up to date), so that the tests comparing with it (its
# spec-suite harness against our hcldec, golden diagnostics, corpus variable
# references) run instead of being skipped. Without ../shared/reference those
# tests are skipped and everything else still runs. Fails (status 1) when the
# reference cannot be built.
hclc_build_reference() {
  [ -x "$HCLC_REFERENCE_SETUP" ] || { echo "No ../shared/reference: tests that compare with the reference are skipped."; return 1; }
  echo "Building the reference implementation for comparison tests (../shared/reference/current/setup.sh)"
  "$HCLC_REFERENCE_SETUP" "$HCLC_REFERENCE_BINDIR" >/dev/null \
    || { echo "The reference could not be built: tests that compare with it are skipped."; return 1; }
}

# The npm package (js/, docs/javascript.md): the dependencies for WebAssembly
# (tools/wasm-deps, cached in $HCLC_BUILD/wasm/deps), the module built by
# Emscripten in $HCLC_BUILD/wasm/build, and the package's folder, ready for
# `npm pack`, in $HCLC_BUILD/wasm/package. Prints how long each part took.
hclc_build_wasm() {
  local wasm=$HCLC_BUILD/wasm
  local start=$SECONDS
  "$HCLC_ROOT/tools/wasm-deps" "$wasm" || return 1
  echo "wasm: dependencies ready in $((SECONDS - start)) s"
  start=$SECONDS
  if [ ! -f "$wasm/build/build.ninja" ]; then
    # emcmake sets pkg-config's own path to Emscripten's; EM_PKG_CONFIG_PATH adds ours.
    # Node runs the build's generator (the parser's predictions): emcmake's
    # default adds --experimental-wasm-threads, which Node 20 refuses.
    EM_PKG_CONFIG_PATH="$wasm/deps/lib/pkgconfig" emcmake cmake -S "$HCLC_ROOT" -B "$wasm/build" -G Ninja \
      -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node)" \
      -DCMAKE_BUILD_TYPE=Release -DCMAKE_FIND_ROOT_PATH="$wasm/deps" -DCMAKE_PREFIX_PATH="$wasm/deps" \
      -DICU_ROOT="$wasm/deps" > "$wasm/configure.log" 2>&1 \
      || { tail -30 "$wasm/configure.log"; return 1; }
  fi
  # Emscripten's JavaScript optimizer needs acorn (Debian's node-acorn, in
  # /usr/share/nodejs, where a Node that is not Debian's does not look).
  NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH} EM_PKG_CONFIG_PATH="$wasm/deps/lib/pkgconfig" \
    cmake --build "$wasm/build" --target hclc_wasm -j2 || return 1
  echo "wasm: module built in $((SECONDS - start)) s"
  local package=$wasm/package
  mkdir -p "$package/lib"
  cp "$HCLC_ROOT"/js/{package.json,index.js,index.mjs,index.d.ts,browser.js} "$package/"
  cp "$HCLC_ROOT"/js/lib/{core.js,convert-files.js} "$package/lib/"
  cp "$wasm/build/hclc_wasm.js" "$wasm/build/hclc_wasm.wasm" "$package/"
}
