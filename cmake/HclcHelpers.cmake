# Shared helpers: warnings policy, library and test registration.

# Warnings are errors in project code; generated code opts out (hclc_relax_warnings).
set(HCLC_WARNINGS -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Werror)

function(hclc_project_warnings target)
  target_compile_options(${target} PRIVATE ${HCLC_WARNINGS})
endfunction()

function(hclc_relax_warnings target)
  target_compile_options(${target} PRIVATE -w)
endfunction()

# hclc_add_library(NAME SOURCES... [DEPS ...]): a static library of one stage.
# The include root is src/ and the top of the repository, so headers are
# included as "syntax/range.h" or "runtime/value.h".
function(hclc_add_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR}/src ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC ${ARG_DEPS})
  hclc_project_warnings(${name})
endfunction()

# hclc_add_unit_test(NAME LABEL SOURCES... DEPS ...): a doctest executable whose
# cases ctest discovers one by one, labelled by stage.
function(hclc_add_unit_test name)
  cmake_parse_arguments(ARG "" "LABEL" "SOURCES;DEPS" ${ARGN})
  add_executable(${name} ${PROJECT_SOURCE_DIR}/tests/unit/doctest_main.cpp ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_DEPS} doctest::doctest)
  target_compile_definitions(${name} PRIVATE HCLC_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  hclc_project_warnings(${name})
  doctest_discover_tests(${name} TEST_PREFIX "${ARG_LABEL}: " PROPERTIES LABELS ${ARG_LABEL})
endfunction()

# hclc_antlr_generate(OUT_VAR GRAMMAR_FILES... [LEXER lexer.g4]): runs Debian's
# antlr4 wrapper (4.7.2) at build time; the C++ lands in the build tree.
function(hclc_antlr_generate out_var)
  cmake_parse_arguments(ARG "" "NAMESPACE" "GRAMMARS" ${ARGN})
  set(gen_dir ${CMAKE_CURRENT_BINARY_DIR}/generated)
  set(outputs)
  foreach(g4 ${ARG_GRAMMARS})
    get_filename_component(base ${g4} NAME_WE)
    file(READ ${g4} text)
    set(files ${gen_dir}/${base}.cpp ${gen_dir}/${base}.h)
    if(text MATCHES "^[ \t\r\n]*parser grammar" OR NOT text MATCHES "^[ \t\r\n]*lexer grammar")
      if(NOT text MATCHES "^[ \t\r\n]*lexer grammar")
        list(APPEND files ${gen_dir}/${base}Visitor.cpp ${gen_dir}/${base}Visitor.h
                          ${gen_dir}/${base}BaseVisitor.cpp ${gen_dir}/${base}BaseVisitor.h)
      endif()
    endif()
    list(APPEND outputs ${files})
  endforeach()
  add_custom_command(
    OUTPUT ${outputs}
    COMMAND ${HCLC_ANTLR4} -Dlanguage=Cpp -visitor -no-listener -package ${ARG_NAMESPACE}
            -Xexact-output-dir -o ${gen_dir} -lib ${CMAKE_CURRENT_SOURCE_DIR} ${ARG_GRAMMARS}
    DEPENDS ${ARG_GRAMMARS}
    WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    COMMENT "Generating C++ from ${ARG_GRAMMARS}"
    VERBATIM)
  set(${out_var} ${outputs} PARENT_SCOPE)
  set(${out_var}_DIR ${gen_dir} PARENT_SCOPE)
endfunction()
