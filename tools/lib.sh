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
