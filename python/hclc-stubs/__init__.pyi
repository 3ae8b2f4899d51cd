# Type stubs for the `hclc` extension module (python/hclc_module.cpp), for
# editors and type checkers; docs/python.md describes the behaviour.
import os
from typing import IO, Any, Callable, Dict, List, Literal, Mapping, Optional, Union

from . import hcl2 as hcl2

Syntax = Literal["native", "json"]
Functions = Mapping[str, Callable[..., Any]]

class Diagnostic:
    @property
    def severity(self) -> Literal["error", "warning"]: ...
    @property
    def summary(self) -> str: ...
    @property
    def detail(self) -> str: ...
    @property
    def filename(self) -> Optional[str]: ...
    @property
    def start_line(self) -> Optional[int]: ...
    @property
    def start_column(self) -> Optional[int]: ...
    @property
    def start_byte(self) -> Optional[int]: ...
    @property
    def end_line(self) -> Optional[int]: ...
    @property
    def end_column(self) -> Optional[int]: ...
    @property
    def end_byte(self) -> Optional[int]: ...

class Unknown:
    @property
    def type(self) -> Any: ...
    @property
    def not_null(self) -> bool: ...
    @property
    def prefix(self) -> str: ...
    @property
    def lower(self) -> Optional[str]: ...
    @property
    def upper(self) -> Optional[str]: ...
    @property
    def lower_inclusive(self) -> bool: ...
    @property
    def upper_inclusive(self) -> bool: ...
    @property
    def min_length(self) -> int: ...
    @property
    def max_length(self) -> Optional[int]: ...

class HCLError(ValueError):
    diagnostics: List[Diagnostic]

def loads(
    text: Union[str, bytes],
    filename: str = "<string>",
    *,
    syntax: Optional[Syntax] = None,
    evaluate: bool = False,
    variables: Optional[Mapping[str, Any]] = None,
    functions: Optional[Functions] = None,
    parse_float: Optional[Callable[[str], Any]] = None,
) -> Dict[str, Any]: ...
def load(
    file: Union[str, bytes, "os.PathLike[str]", IO[str], IO[bytes]],
    filename: Optional[str] = None,
    *,
    syntax: Optional[Syntax] = None,
    evaluate: bool = False,
    variables: Optional[Mapping[str, Any]] = None,
    functions: Optional[Functions] = None,
    parse_float: Optional[Callable[[str], Any]] = None,
) -> Dict[str, Any]: ...
def evaluate(
    expression: str,
    variables: Optional[Mapping[str, Any]] = None,
    *,
    functions: Optional[Functions] = None,
    filename: str = "<expression>",
    template: bool = False,
    parse_float: Optional[Callable[[str], Any]] = None,
    unknown: Optional[Mapping[str, Any]] = None,
) -> Any: ...
