#!/bin/bash
# Installs the built hclc into a fresh prefix and uses it as an application
# would: each public header compiled on its own with strict warnings; the
# example examples/embed built out of tree with find_package(hclc)
# (shared, and static with SERVICE_CONFIG_STATIC), run on both syntaxes; and
# a small consumer compiled with pkg-config's flags, linked shared and static.
#
# With PYTHON and PYTHON_DIR (the module's folder under the prefix): the
# Python module is installed there, stripped, and runs examples/python from it.
#
#   install_test.sh BUILD_DIR SOURCE_DIR WORK_DIR [PYTHON PYTHON_DIR]
set -euo pipefail
build=$1 src=$2 work=$3 python=${4:-} python_dir=${5:-}
rm -rf "$work"
mkdir -p "$work"
prefix=$work/prefix

fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" > "$work/install.log"
(cd "$prefix" && find . \( -type f -o -type l \) | sed 's|^\./||' | sort) > "$work/installed.txt"
echo "installed:"; sed 's/^/  /' "$work/installed.txt"

libdir=$(dirname "$(grep -m1 '/libhclc\.so$' "$work/installed.txt")")
for f in bin/hclc bin/hcldec include/hclc/hclc.h include/hclc/hclc_c.h include/hclc/value.h include/hclc/version.h "$libdir/libhclc.a" "$libdir/libhclc.so" \
         "$libdir/cmake/hclc/hclcConfig.cmake" "$libdir/cmake/hclc/hclcTargets.cmake" "$libdir/pkgconfig/hclc.pc"; do
  grep -qx "$f" "$work/installed.txt" || fail "$f is not installed"
done
# The install leaves the debug info in the build tree (HCLC_INSTALL_DEBUG_INFO
# is off): with it the tree was 286 MB, libhclc.a alone 123 MB.
command -v readelf > /dev/null || fail "readelf (binutils) is needed to check that the install is stripped"
python_module=
if [ -n "$python" ]; then
  python_module=$(grep -m1 "^$python_dir/hclc\..*\.so$" "$work/installed.txt") || fail "the Python module is not installed in $python_dir"
fi
for f in bin/hclc bin/hcldec "$libdir/libhclc.a" "$libdir/libhclc.so" $python_module; do
  if readelf -S --wide "$prefix/$f" | grep -q '\.debug_info'; then fail "$f is installed with debug info"; fi
done
size_kb=$(du -sk "$prefix" | cut -f1)
# The bound catches debug info (286 MB with it); the Terraform pack's whole
# function table (five installed copies of it) took the tree past 40 MB, the
# Python module's own ANTLR, ICU, RE2 and C++ library (tools/pic-deps) past 44.
[ "$size_kb" -lt 48000 ] || fail "the install tree is ${size_kb} kB (expected under 48 MB: is the debug info stripped?)"
echo "install tree: ${size_kb} kB, no debug info"

# The public headers name no internal or third-party type.
if grep -nE 'antlr|unicode/|gmp|mpfr|re2/|"(runtime|syntax|ir|eval|body|json|diag)/' "$prefix"/include/hclc/*.h; then
  fail "a public header includes an internal or third-party header"
fi

# The shared library exports the public API (namespace hcl, and the C API's
# hclc_ functions) and nothing else.
command -v nm > /dev/null || fail "nm (binutils) is needed to check the exported symbols"
exported=$(nm -DC --defined-only "$prefix/$libdir/libhclc.so" | sed 's/^[0-9a-f]* [A-Za-z] //')
[ -n "$(grep '^hcl::' <<< "$exported")" ] || fail "libhclc.so exports no hcl:: symbol"
[ -n "$(grep -x 'hclc_parse' <<< "$exported")" ] || fail "libhclc.so does not export the C API"
if grep -vE '^((typeinfo|typeinfo name|vtable) for )?hcl::|^hclc_[a-z_]+$' <<< "$exported" || grep '^hcl::api::' <<< "$exported"; then
  fail "libhclc.so exports symbols outside the public API (above)"
fi

# Each public header stands alone and is warning-clean for an application.
for header in "$prefix"/include/hclc/*.h; do
  echo "#include <hclc/$(basename "$header")>" |
    "${CXX:-c++}" -std=c++20 -Wall -Wextra -Wpedantic -Wshadow -Werror -I"$prefix/include" -fsyntax-only -x c++ - ||
    fail "$(basename "$header") does not compile on its own"
done
# The C API's header is C as well.
echo "#include <hclc/hclc_c.h>" |
  "${CC:-cc}" -std=c99 -Wall -Wextra -Wpedantic -Werror -I"$prefix/include" -fsyntax-only -x c - ||
  fail "hclc_c.h does not compile as C99"

# The example, out of tree, against the installed package.
example=$src/examples/embed
for variant in shared static; do
  static=OFF; [ "$variant" = static ] && static=ON
  cmake -S "$example" -B "$work/embed-$variant" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$prefix" -DSERVICE_CONFIG_STATIC=$static > "$work/embed-$variant.log"
  cmake --build "$work/embed-$variant" >> "$work/embed-$variant.log" || { cat "$work/embed-$variant.log"; fail "example ($variant) does not build"; }
  # And service.hcl as `hclc json` converts it (Terraform's conventions: "type": "number").
  "$prefix/bin/hclc" json "$example/service.hcl" -o "$work/converted.hcl.json"
  for config in service.hcl service.hcl.json "$work/converted.hcl.json"; do
    (cd "$example" && "$work/embed-$variant/service-config" "$config" prod) > "$work/$variant-$(basename "$config").out" 2>&1 ||
      { cat "$work/$variant-$(basename "$config").out"; fail "service-config $config ($variant) failed"; }
    diff -u "$example/expected-output.txt" "$work/$variant-$(basename "$config").out" ||
      fail "service-config $config ($variant): unexpected output"
  done
done
if (cd "$example" && "$work/embed-shared/service-config" broken.hcl) > "$work/broken.out" 2>&1; then
  fail "service-config accepted broken.hcl"
fi
diff -u "$example/expected-broken.txt" "$work/broken.out" || fail "broken.hcl: unexpected diagnostics"
echo "example: both syntaxes, shared and static, and diagnostics as expected"

# A consumer built with pkg-config alone.
export PKG_CONFIG_PATH=$prefix/$libdir/pkgconfig
read -r -a cflags <<< "$(pkg-config --cflags hclc)"
read -r -a libs <<< "$(pkg-config --libs hclc)"
read -r -a static_libs <<< "$(pkg-config --static --libs hclc | sed 's/-lhclc\b/-l:libhclc.a/')"
"${CXX:-c++}" -std=c++20 "${cflags[@]}" -c "$src/tests/install/consumer.cpp" -o "$work/consumer.o"
"${CXX:-c++}" "$work/consumer.o" "${libs[@]}" -Wl,-rpath,"$prefix/$libdir" -o "$work/consumer-shared"
"${CXX:-c++}" "$work/consumer.o" "${static_libs[@]}" -o "$work/consumer-static"
for variant in shared static; do
  out=$("$work/consumer-$variant")
  [ "$out" = "0.1.0 0.1.0 A-B-C" ] || fail "pkg-config consumer ($variant) printed: $out"
done
ldd "$work/consumer-static" | grep -q libhclc && fail "the static consumer links libhclc.so"
# The same through the C API, from C.
"${CC:-cc}" -std=c99 -Wall -Wextra -Wpedantic -Werror "${cflags[@]}" -c "$src/tests/install/consumer_c.c" -o "$work/consumer_c.o"
"${CC:-cc}" "$work/consumer_c.o" "${libs[@]}" -Wl,-rpath,"$prefix/$libdir" -o "$work/consumer-c"
out=$("$work/consumer-c")
[ "$out" = '"A-B-C"' ] || fail "C consumer printed: $out"
echo "pkg-config consumer: shared and static, and from C, as expected"

# The Python module from the install tree alone (not the build's), running
# examples/python as the README shows it.
if [ -n "$python" ]; then
  origin=$(cd "$work" && PYTHONPATH="$prefix/$python_dir" "$python" -c 'import hclc; print(hclc.__file__)')
  [ "$origin" = "$prefix/$python_module" ] || fail "hclc was imported from $origin"
  out=$(cd "$src/examples/python" && PYTHONPATH="$prefix/$python_dir" "$python" example.py) ||
    fail "the installed Python module does not run examples/python"
  [ "$out" = "$(cat "$src/examples/python/expected-output.txt")" ] || fail "examples/python printed: $out"
  echo "Python module: $python_module, imported from the install tree, examples/python as expected"
fi
