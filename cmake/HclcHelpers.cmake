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

# hclc_add_file_tests(LABEL PREFIX [REFERENCE_TEST NAME]): one ctest
# "LABEL: PREFIX FILE" per *.hcl file test in the current source folder
# (tests/filetest.py runs its RUN lines and prints a unified diff when the
# output differs); with REFERENCE_TEST, and the reference's oracle built, one
# more ctest NAME comparing the folder's eval or check file tests with it
# (tests/filetest_reference.py).
function(hclc_add_file_tests label prefix)
  cmake_parse_arguments(ARG "" "REFERENCE_TEST" "" ${ARGN})
  find_package(Python3 REQUIRED COMPONENTS Interpreter)
  file(GLOB file_tests CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.hcl)
  foreach(file_test ${file_tests})
    get_filename_component(test_name ${file_test} NAME)
    add_test(NAME "${label}: ${prefix} ${test_name}"
             COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/filetest.py --hclc $<TARGET_FILE:hclc>
                     --hcldec $<TARGET_FILE:hcldec> check ${file_test})
    set_tests_properties("${label}: ${prefix} ${test_name}" PROPERTIES LABELS ${label})
  endforeach()
  if(ARG_REFERENCE_TEST AND EXISTS ${HCLC_REFERENCE_BINDIR}/oracle)
    add_test(NAME "${ARG_REFERENCE_TEST}"
             COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/filetest_reference.py
                     ${HCLC_REFERENCE_BINDIR}/oracle ${file_tests})
    set_tests_properties("${ARG_REFERENCE_TEST}" PROPERTIES LABELS ${label})
  endif()
endfunction()

# hclc_antlr_generate(OUT_VAR NAMESPACE ns GRAMMARS a.g4 b.g4...): runs Debian's
# antlr4 wrapper (4.7.2) at build time with -visitor -no-listener; the C++ lands
# in ${CMAKE_CURRENT_BINARY_DIR}/generated (OUT_VAR_DIR). List a lexer grammar
# before the parser grammar that imports its tokens.
function(hclc_antlr_generate out_var)
  cmake_parse_arguments(ARG "" "NAMESPACE" "GRAMMARS" ${ARGN})
  set(gen_dir ${CMAKE_CURRENT_BINARY_DIR}/generated)
  set(outputs)
  set(grammar_paths)
  foreach(g4 ${ARG_GRAMMARS})
    get_filename_component(g4_path ${g4} ABSOLUTE)
    list(APPEND grammar_paths ${g4_path})
    get_filename_component(base ${g4} NAME_WE)
    file(READ ${g4_path} text)
    # The grammar kind is the first declaration after any leading comments.
    if(text MATCHES "(^|\n)[ \t]*lexer[ \t]+grammar")
      list(APPEND outputs ${gen_dir}/${base}.cpp ${gen_dir}/${base}.h)
    elseif(text MATCHES "(^|\n)[ \t]*parser[ \t]+grammar")
      list(APPEND outputs ${gen_dir}/${base}.cpp ${gen_dir}/${base}.h
                          ${gen_dir}/${base}Visitor.cpp ${gen_dir}/${base}Visitor.h
                          ${gen_dir}/${base}BaseVisitor.cpp ${gen_dir}/${base}BaseVisitor.h)
    else()  # combined grammar: NameLexer and NameParser
      foreach(file_base ${base}Lexer ${base}Parser ${base}Visitor ${base}BaseVisitor)
        list(APPEND outputs ${gen_dir}/${file_base}.cpp ${gen_dir}/${file_base}.h)
      endforeach()
    endif()
  endforeach()
  add_custom_command(
    OUTPUT ${outputs}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${gen_dir}
    COMMAND ${HCLC_ANTLR4} -Dlanguage=Cpp -visitor -no-listener -package ${ARG_NAMESPACE}
            -Xexact-output-dir -o ${gen_dir} -lib ${gen_dir} ${grammar_paths}
    DEPENDS ${grammar_paths}
    WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    COMMENT "Generating C++ from ${ARG_GRAMMARS}"
    VERBATIM)
  set(${out_var} ${outputs} PARENT_SCOPE)
  set(${out_var}_DIR ${gen_dir} PARENT_SCOPE)
endfunction()
