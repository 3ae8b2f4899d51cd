"""How pip builds the `hclc` extension module: with CMake, not setuptools' compiler.

pyproject.toml holds the metadata; this file only replaces build_ext. The
module is CMake's target hclc_python (python/CMakeLists.txt), built for the
interpreter that runs pip. HCLC_CMAKE_BUILD_DIR names a configured build tree
to build it in (its module must be for this interpreter); otherwise a Release
tree of its own, build/python-wheel, configured on first use and reused after,
which links the position-independent archives of tools/pic-deps when
build/pic/deps has them (tools/test builds them; docs/python.md, "Memory").
setuptools' scratch files go under that tree too, not into the checkout.
"""
import glob
import os
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE_DIR = os.path.dirname(os.path.abspath(__file__))
GIVEN_BUILD_DIR = os.environ.get("HCLC_CMAKE_BUILD_DIR")
BUILD_DIR = os.path.abspath(GIVEN_BUILD_DIR or os.path.join(SOURCE_DIR, "build", "python-wheel"))
os.makedirs(BUILD_DIR, exist_ok=True)
PIC_DEPS = os.path.join(SOURCE_DIR, "build", "pic", "deps")
PIC_ARCHIVES = ("libantlr4-runtime.a", "libicuuc.a", "libre2.a")


class CMakeBuild(build_ext):
    """build_ext that runs `cmake --build --target hclc_python` and copies the module."""

    def build_extension(self, ext):
        if not GIVEN_BUILD_DIR and not os.path.exists(os.path.join(BUILD_DIR, "CMakeCache.txt")):
            options = ["-DCMAKE_BUILD_TYPE=Release", "-DHCLC_PYTHON=ON", "-DHCLC_BUILD_TESTS=OFF",
                       f"-DPython3_EXECUTABLE={sys.executable}"]
            if all(os.path.exists(os.path.join(PIC_DEPS, "lib", archive)) for archive in PIC_ARCHIVES):
                options.append(f"-DHCLC_PYTHON_PIC_DEPS={PIC_DEPS}")
            subprocess.run(["cmake", "-S", SOURCE_DIR, "-B", BUILD_DIR, *options], check=True)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", "2")
        subprocess.run(["cmake", "--build", BUILD_DIR, "--target", "hclc_python", "-j", jobs], check=True)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = os.path.join(BUILD_DIR, "python", "module", "hclc" + suffix)
        if not os.path.exists(built):
            found = glob.glob(os.path.join(BUILD_DIR, "python", "module", "hclc.*"))
            raise RuntimeError(f"{BUILD_DIR} has no module for this interpreter (hclc{suffix}); it has {found}")
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(built, target)


setup(
    ext_modules=[Extension("hclc", sources=[])],
    packages=["hclc-stubs"],
    package_data={"hclc-stubs": ["*.pyi"]},
    cmdclass={"build_ext": CMakeBuild},
    options={
        "build": {"build_base": os.path.join(BUILD_DIR, "setuptools")},
        "egg_info": {"egg_base": BUILD_DIR},
    },
)
