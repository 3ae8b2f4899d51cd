# cmake -DIN=DIR -DOUT=DIR -P lazy_atn.cmake: copies the generated parser from
# IN to OUT, with its ATN built on first use instead of at program start.
#
# ANTLR's generated parser deserializes its ATN in a static initializer:
# about 1.2 M instructions in every process that links it, an eighth of an
# hcldec run on a small file, though a parse of valid input never reads the
# ATN (its predictions come from src/syntax/prediction_table.cpp, made at
# build time). Here the initializer becomes the body of build_atn
# (syntax/parser_base.h), which the prediction calls before its first look
# at the ATN.
file(GLOB generated RELATIVE ${IN} ${IN}/*.h ${IN}/*.cpp)
foreach(name ${generated})
  file(READ ${IN}/${name} text)
  if(name STREQUAL "HclParser.h")
    set(before "  static Initializer _init;\n")
    set(after "  friend void build_atn();\n")
  elseif(name STREQUAL "HclParser.cpp")
    set(before "HclParser::Initializer HclParser::_init;\n")
    set(after "void hclc::grammar::build_atn() { static HclParser::Initializer init; }\n")
  else()
    set(before "")
  endif()
  if(before)
    string(FIND "${text}" "${before}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "lazy_atn.cmake: ${name} has no '${before}' (another ANTLR version?)")
    endif()
    string(REPLACE "${before}" "${after}" text "${text}")
  endif()
  file(WRITE ${OUT}/${name} "${text}")
endforeach()
