# Type stubs for `hclc.hcl2`, python-hcl2 8's load/loads on hclc
# (python/hcl2_shape.cpp); docs/python.md says what it matches.
from dataclasses import dataclass
from typing import IO, Any, Dict, List, Optional, Union

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

# The writing half, python-hcl2 8's dumps/dump/from_dict/from_json/Builder
# (python/hcl2_write.cpp).
@dataclass
class DeserializerOptions:
    heredocs_to_strings: bool = False
    strings_to_heredocs: bool = False
    object_elements_colon: bool = False
    object_elements_trailing_comma: bool = True

@dataclass
class FormatterOptions:
    indent_length: int = 2
    open_empty_blocks: bool = True
    open_empty_objects: bool = False
    open_empty_tuples: bool = False
    vertically_align_attributes: bool = True
    vertically_align_object_elements: bool = True

class StartRule:
    def __init__(self, text: str) -> None: ...
    def serialize(self, options: Optional[SerializationOptions] = None) -> Dict[str, Any]: ...

def dumps(data: Dict[str, Any], *, deserializer_options: Optional[DeserializerOptions] = None,
          formatter_options: Optional[FormatterOptions] = None) -> str: ...
def dump(data: Dict[str, Any], file: IO[str], *, deserializer_options: Optional[DeserializerOptions] = None,
         formatter_options: Optional[FormatterOptions] = None) -> None: ...
def from_dict(data: Dict[str, Any], *, deserializer_options: Optional[DeserializerOptions] = None,
              formatter_options: Optional[FormatterOptions] = None, apply_format: bool = True) -> StartRule: ...
def from_json(text: str, *, deserializer_options: Optional[DeserializerOptions] = None,
              formatter_options: Optional[FormatterOptions] = None, apply_format: bool = True) -> StartRule: ...
def reconstruct(tree: StartRule) -> str: ...
def serialize(tree: StartRule, *, serialization_options: Optional[SerializationOptions] = None) -> Dict[str, Any]: ...

class Builder:
    def __init__(self, attributes: Optional[Dict[str, Any]] = None) -> None: ...
    def block(self, block_type: str, labels: Optional[List[str]] = None,
              __nested_builder__: Optional[Builder] = None, **attributes: Any) -> Builder: ...
    def build(self) -> Dict[str, Any]: ...
