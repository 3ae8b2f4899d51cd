// Stand-ins, in the statically linked tools (tools/CMakeLists.txt), for the
// three functions of ANTLR's tree-pattern matcher that its Parser refers to.
// Parser::compileParseTreePattern, which hclc never calls, is the only way
// into the runtime archive's tree-pattern and XPath members, and XPathLexer's
// static initializer deserializes an ATN at every start (0.3 M instructions,
// a thirtieth of a small decode). Defined here, those three keep the members
// out of the link. (lld, unlike GNU ld, still takes a member from an archive
// for a symbol that --defsym defines.)

#include <cstdlib>

extern "C" {
[[noreturn]] void hclc_unused_pattern_matcher_constructor() __asm__(
    "_ZN6antlr44tree7pattern23ParseTreePatternMatcherC1EPNS_5LexerEPNS_6ParserE");
[[noreturn]] void hclc_unused_pattern_matcher_destructor() __asm__(
    "_ZN6antlr44tree7pattern23ParseTreePatternMatcherD1Ev");
[[noreturn]] void hclc_unused_pattern_matcher_compile() __asm__(
    "_ZN6antlr44tree7pattern23ParseTreePatternMatcher7compileERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi");

void hclc_unused_pattern_matcher_constructor() { std::abort(); }
void hclc_unused_pattern_matcher_destructor() { std::abort(); }
void hclc_unused_pattern_matcher_compile() { std::abort(); }
}
