# cmake -DDIR=dir -P inline_prediction.cmake: the generated parser in DIR
# predicts through HclParserBase::adaptive_predict (syntax/parser_base.h),
# which looks up the alternative that the next token alone tells inline,
# rather than through the interpreter's adaptivePredict, a virtual call at
# each decision (about 390,000 on the corpus).
set(source ${DIR}/HclParser.cpp)
file(READ ${source} text)
set(before "getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(")
string(FIND "${text}" "${before}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "inline_prediction.cmake: no '${before}' in the generated parser (another ANTLR version?)")
endif()
string(REPLACE "${before}" "adaptive_predict(" text "${text}")
file(WRITE ${source} "${text}")
