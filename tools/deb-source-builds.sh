# Sourced by tools/wasm-deps and tools/pic-deps: fetching Debian's source
# packages and building each once. The sourcing script sets $work (the
# build logs), $sources (where sources unpack), $prefix (build-times.txt),
# $stamps and $sudo before calling these.

# install_missing PACKAGE...: installs those of the packages that are not.
install_missing() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
  fi
}

# apt-get source needs deb-src lines; Debian's images ship only deb ones. The
# entry copies the binary entries of Debian's own sources file.
ensure_deb_src() {
  if apt-get indextargets --no-release-info 2>/dev/null | grep -q '^MetaKey: .*/source/Sources'; then
    return 0
  fi
  local deb_sources=/etc/apt/sources.list.d/debian.sources
  local entry=/etc/apt/sources.list.d/hclc-deb-src.sources
  if [ -f "$deb_sources" ]; then
    sed 's/^Types: deb$/Types: deb-src/' "$deb_sources" | $sudo tee "$entry" > /dev/null
  else
    grep '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' \
      | $sudo tee /etc/apt/sources.list.d/hclc-deb-src.list > /dev/null
  fi
  $sudo apt-get update -qq
}

# The installed binary package's source package and version, which is what
# apt-get source fetches: the builds use the sources of the headers and
# libraries the native build uses.
source_of() { dpkg-query -W -f='${source:Package} ${source:Version}\n' "$1"; }

# fetch BINARY_PACKAGE: unpacks its source package into $sources (apt-get
# source reuses files already there) and prints the source tree's path.
fetch() {
  local name version
  read -r name version < <(source_of "$1")
  local upstream=${version#*:}
  upstream=${upstream%-*}
  local tree
  tree=$(find "$sources" -maxdepth 1 -type d -name "$name-${upstream%%[+~-]*}*" | head -1)
  if [ -z "$tree" ]; then
    ensure_deb_src
    (cd "$sources" && apt-get source -qq "$name=$version" > /dev/null 2>&1) \
      || { echo "apt-get source $name=$version failed" >&2; return 1; }
    tree=$(find "$sources" -maxdepth 1 -type d -name "$name-${upstream%%[+~-]*}*" | head -1)
  fi
  echo "$tree"
}

# build BINARY_PACKAGE FUNCTION PURPOSE [VARIANT]: runs FUNCTION in the source
# tree unless the stamp of that source version (and VARIANT, a name for how it
# is compiled) exists, and records how long it took. PURPOSE ends the progress
# line ("Building gmp 2:6.2.1+dfsg1-1.1 PURPOSE").
build() {
  local name version
  read -r name version < <(source_of "$1")
  local stamp="$stamps/${name}_$version${4:+_$4}"
  [ -f "$stamp" ] && return 0
  local tree
  tree=$(fetch "$1")
  echo "Building $name $version $3"
  # A subshell of its own, so that the first failing command stops it; bash's
  # time gives its wall time and the CPU time (user, system) of all it ran,
  # which projects an idle machine's time when this one is busy.
  local status=0 timing TIMEFORMAT='%R %U %S'
  set +e
  timing=$( { time (set -e; cd "$tree"; "$2" > "$work/$name.log" 2>&1); } 2>&1 )
  status=$?
  set -e
  if [ $status -ne 0 ]; then
    echo "Building $name failed; see $work/$name.log" >&2
    tail -20 "$work/$name.log" >&2
    return 1
  fi
  echo "$timing $(cut -d' ' -f1-3 /proc/loadavg)" | awk -v what="$name $version" \
    '{ printf "%s wall %.0f s, CPU %.0f s (user %.0f, system %.0f), load %s %s %s\n", what, $1, $2 + $3, $2, $3, $4, $5, $6 }' \
    | tee -a "$prefix/build-times.txt"
  touch "$stamp"
}
