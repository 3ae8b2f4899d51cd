# Type stubs for `hclc.hcl2`, python-hcl2 8's load/loads on hclc
# (python/hcl2_shape.cpp); docs/python.md says what it matches.
from dataclasses import dataclass
from typing import IO, Any, Dict, Optional, Union

@dataclass
class SerializationOptions:
    with_comments: bool = True
    with_meta: bool = False
    wrap_objects: bool = False
    wrap_tuples: bool = False
    explicit_blocks: bool = True
    preserve_heredocs: bool = True
    force_operation_parentheses: bool = False
    preserve_scientific_notation: bool = True
    strip_string_quotes: bool = False

def loads(text: Union[str, bytes], *, serialization_options: Optional[SerializationOptions] = None) -> Dict[str, Any]: ...
def load(file: IO[str], *, serialization_options: Optional[SerializationOptions] = None) -> Dict[str, Any]: ...
