# Shared by tools/run and tools/test: install what is missing, configure, build.
# Sourced, not executed.

HCLC_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
HCLC_BUILD=${HCLC_BUILD:-$HCLC_ROOT/build}

# Debian packages the build and the tests need.
HCLC_PACKAGES="cmake ninja-build g++ pkg-config antlr4 libantlr4-runtime-dev libgmp-dev
libmpfr-dev libicu-dev doctest-dev libcli11-dev libre2-dev python3
golang-github-hashicorp-hcl-v2-dev"

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

hclc_build() {
  if [ ! -f "$HCLC_BUILD/build.ninja" ]; then
    cmake -S "$HCLC_ROOT" -B "$HCLC_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
  fi
  cmake --build "$HCLC_BUILD"
}

# The reference implementation (HashiCorp's Go hcl/v2, from Debian's packages),
# built from ../shared/reference when that folder is beside the checkout, so
# that the tests comparing with it (its spec-suite harness against our hcldec,
# golden diagnostics, corpus variable references) run instead of being
# skipped. Without it those tests are skipped and everything else still runs.
hclc_build_reference() {
  local setup="$HCLC_ROOT/../shared/reference/setup.sh"
  [ -x "$setup" ] || { echo "No ../shared/reference: tests that compare with the reference are skipped."; return 0; }
  echo "Building the reference implementation for comparison tests (../shared/reference/setup.sh)"
  "$setup" >/dev/null || echo "The reference could not be built: tests that compare with it are skipped."
}
