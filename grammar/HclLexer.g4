// Tokens of the HCL native syntax (spec/native-syntax.md, "Lexical Elements").
//
// Modes: DEFAULT_MODE for structure and expressions, QUOTED for the inside of
// "..." templates, HEREDOC for <<ID / <<-ID templates and TEMPLATE for a
// standalone template (the template entry point starts there). `${` and `%{`
// push DEFAULT_MODE; the `}` that closes them pops back.
//
// Newline significance is decided here and nowhere else: a NEWLINE token is
// emitted only where it separates things (in bodies and object constructors,
// i.e. at top level or when the innermost open bracket is `{`); inside `(`,
// `[`, `${`, `%{` and `{for ...}` newlines are dropped as whitespace.
lexer grammar HclLexer;

@lexer::header {
#include <vector>
}

@lexer::members {
 public:
  // What a `(`, `[`, `{` or template sequence opened; decides newline
  // significance and where a `}` returns to.
  enum class Opener : unsigned char { Paren, Bracket, Brace, ForBrace, Sequence };

  // The expression entry point treats newlines outside brackets as whitespace.
  void ignore_top_level_newlines() { ignore_top_level_newlines_ = true; }
  // The config entry point: the end of the file ends the last line, so a
  // top-level item needs no newline after it.
  void end_last_line_at_eof() { end_last_line_at_eof_ = true; }

  std::unique_ptr<antlr4::Token> nextToken() override {
    if (pending_eof_) return std::move(pending_eof_);
    std::unique_ptr<antlr4::Token> token = antlr4::Lexer::nextToken();
    if (token->getType() == EOF && end_last_line_at_eof_ && openers_.empty() && previous_type_ != NEWLINE &&
        previous_type_ != antlr4::Token::INVALID_TYPE) {
      size_t at = token->getStartIndex();
      std::unique_ptr<antlr4::Token> newline = _factory->create(
          {this, _input}, NEWLINE, "", antlr4::Token::DEFAULT_CHANNEL, at, at - 1, token->getLine(),
          token->getCharPositionInLine());
      pending_eof_ = std::move(token);
      previous_type_ = NEWLINE;
      return newline;
    }
    previous_type_ = token->getType();
    return token;
  }

 private:
  std::vector<Opener> openers_;
  std::vector<std::string> heredoc_terminators_;
  bool ignore_top_level_newlines_ = false;
  bool end_last_line_at_eof_ = false;
  size_t previous_type_ = antlr4::Token::INVALID_TYPE;
  std::unique_ptr<antlr4::Token> pending_eof_;

  // `for` right after `[` or `{` introduces a for-expression (the spec gives
  // that reading priority); elsewhere it is an identifier or a directive keyword.
  void on_for() {
    if (previous_type_ == LBRACK || (previous_type_ == LBRACE && openers_.back() == Opener::ForBrace)) {
      setType(FOR_INTRO);
    }
  }

  bool newlines_significant() const {
    if (openers_.empty()) return !ignore_top_level_newlines_;
    return openers_.back() == Opener::Brace;
  }
  void open(Opener what) { openers_.push_back(what); }
  void close_bracket(Opener what) {
    if (!openers_.empty() && openers_.back() == what) openers_.pop_back();
  }
  void close_brace() {
    if (openers_.empty()) return;
    Opener top = openers_.back();
    if (top == Opener::Sequence) {
      openers_.pop_back();
      popMode();
    } else if (top == Opener::Brace || top == Opener::ForBrace) {
      openers_.pop_back();
    }
  }
  // A `{` after a block's type or labels opens a body, where `for` is just a name.
  bool after_block_header() const {
    return previous_type_ == IDENT || previous_type_ == CQUOTE || previous_type_ == FOR ||
           previous_type_ == ELSE || previous_type_ == ENDIF || previous_type_ == ENDFOR;
  }
  // In an expression, `{` followed by the keyword `for` starts a for-expression.
  bool brace_starts_for() {
    if (after_block_header()) return false;
    size_t i = 1;
    for (size_t c = _input->LA(i); c == ' ' || c == '\t' || c == '\r' || c == '\n'; c = _input->LA(i)) ++i;
    if (_input->LA(i) != 'f' || _input->LA(i + 1) != 'o' || _input->LA(i + 2) != 'r') return false;
    size_t after = _input->LA(i + 3);
    bool ident_char = (after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z') ||
                      (after >= '0' && after <= '9') || after == '_' || after == '-' || after > 127;
    return !ident_char;
  }
  void on_newline() {
    if (!newlines_significant()) skip();
  }
  // A line comment includes its newline and counts as one.
  void on_line_comment() {
    std::string text = getText();
    if (text.empty() || text.back() != '\n' || !newlines_significant()) {
      skip();
    } else {
      setType(NEWLINE);
    }
  }
  void on_heredoc_start() {
    std::string text = getText();
    size_t begin = text[2] == '-' ? 3 : 2;
    size_t end = text.size() - 1;
    if (end > begin && text[end - 1] == '\r') --end;
    heredoc_terminators_.push_back(text.substr(begin, end - begin));
    pushMode(HEREDOC);
  }
  // An identifier alone on its line (after optional indentation) that equals
  // the innermost heredoc's terminator closes it; anything else is literal text.
  void on_heredoc_word() {
    size_t start = tokenStartCharIndex;
    bool at_line_start = true;
    if (start > 0) {
      std::string before = _input->getText(antlr4::misc::Interval(start - 1, start - 1));
      at_line_start = before == "\n";
    }
    size_t next = _input->LA(1);
    bool line_ends = next == '\n' || next == '\r';  // the reference needs a newline after the marker
    std::string text = getText();
    size_t word = text.find_first_not_of(" \t");
    if (at_line_start && line_ends && !heredoc_terminators_.empty() && word != std::string::npos &&
        text.compare(word, std::string::npos, heredoc_terminators_.back()) == 0) {
      heredoc_terminators_.pop_back();
      setType(HEREDOC_END);
      popMode();
    } else {
      setType(TEMPLATE_LITERAL);
    }
  }
}

// Template sequences (`${`, `%{`) exist only inside templates; outside, `%{`
// is an operator and a brace, and `$` is not part of the language.
tokens { TEMPLATE_LITERAL, TEMPLATE_INTERP, TEMPLATE_DIRECTIVE, HEREDOC_END, FOR_INTRO }

// Keywords are contextual: the parser accepts them wherever an identifier goes.
FOR    : 'for' { on_for(); } ;
IN     : 'in' ;
IF     : 'if' ;
ELSE   : 'else' ;
ENDIF  : 'endif' ;
ENDFOR : 'endfor' ;

IDENT : ID_START ID_CONTINUE* ;

NUMBER : DIGIT+ ('.' DIGIT+)? ([eE] [+-]? DIGIT+)? ;

NEWLINE       : '\r'? '\n' { on_newline(); } ;
LINE_COMMENT  : ('#' | '//') ~[\r\n]* ('\r'? '\n')? { on_line_comment(); } ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
WHITESPACE    : [ \t]+ -> skip ;

HEREDOC_START : '<<' '-'? ID_START ID_CONTINUE* '\r'? '\n' { on_heredoc_start(); } ;

OQUOTE : '"' -> pushMode(QUOTED) ;

LBRACE       : '{' { open(brace_starts_for() ? Opener::ForBrace : Opener::Brace); } ;
RBRACE       : '}' { close_brace(); } ;
STRIP_RBRACE : '~}' { close_brace(); } ;
LBRACK       : '[' { open(Opener::Bracket); } ;
RBRACK       : ']' { close_bracket(Opener::Bracket); } ;
LPAREN       : '(' { open(Opener::Paren); } ;
RPAREN       : ')' { close_bracket(Opener::Paren); } ;

EQEQ     : '==' ;
NEQ      : '!=' ;
LE       : '<=' ;
GE       : '>=' ;
LT       : '<' ;
GT       : '>' ;
AND      : '&&' ;
OR       : '||' ;
BANG     : '!' ;
PLUS     : '+' ;
MINUS    : '-' ;
STAR     : '*' ;
SLASH    : '/' ;
PERCENT  : '%' ;
QUESTION : '?' ;
COLON    : ':' ;
FATARROW : '=>' ;
EQ       : '=' ;
ELLIPSIS : '...' ;
DOT      : '.' ;
COMMA    : ',' ;
// Operators of other languages, kept as tokens for a precise diagnostic.
BITWISE_AND : '&' ;
BITWISE_OR  : '|' ;
BITWISE_NOT : '~' ;

INVALID : . ;

fragment DIGIT : [0-9] ;
fragment ID_START : [\p{ID_Start}_] ;
fragment ID_CONTINUE : [\p{ID_Continue}-] ;

mode QUOTED;
CQUOTE         : '"' -> popMode ;
Q_INTERP       : '${' '~'? { open(Opener::Sequence); } -> type(TEMPLATE_INTERP), pushMode(DEFAULT_MODE) ;
Q_DIRECTIVE    : '%{' '~'? { open(Opener::Sequence); } -> type(TEMPLATE_DIRECTIVE), pushMode(DEFAULT_MODE) ;
Q_TEXT         : ~["\\$%\r\n]+ -> type(TEMPLATE_LITERAL) ;
// Escapes are decoded (and bad ones reported) by the lowering.
Q_ESCAPE       : '\\' ~[\r\n] -> type(TEMPLATE_LITERAL) ;
Q_ESCAPED_SEQ  : ('$${' | '%%{') -> type(TEMPLATE_LITERAL) ;
Q_MARK         : [$%] -> type(TEMPLATE_LITERAL) ;
Q_LONE_BACKSLASH : '\\' -> type(INVALID) ;
QUOTED_NEWLINE : ('\r'? '\n')+ ;  // consecutive newlines are one mistake, as in the reference
Q_CR           : '\r' -> type(TEMPLATE_LITERAL) ;

mode HEREDOC;
H_WORD      : [ \t]* ID_START ID_CONTINUE* { on_heredoc_word(); } ;
H_INTERP    : '${' '~'? { open(Opener::Sequence); } -> type(TEMPLATE_INTERP), pushMode(DEFAULT_MODE) ;
H_DIRECTIVE : '%{' '~'? { open(Opener::Sequence); } -> type(TEMPLATE_DIRECTIVE), pushMode(DEFAULT_MODE) ;
H_TEXT      : ~[$%\r\n]+ -> type(TEMPLATE_LITERAL) ;
H_ESCAPED   : ('$${' | '%%{') -> type(TEMPLATE_LITERAL) ;
H_MARK      : [$%] -> type(TEMPLATE_LITERAL) ;
H_NEWLINE   : '\r'? '\n' -> type(TEMPLATE_LITERAL) ;
H_CR        : '\r' -> type(TEMPLATE_LITERAL) ;

mode TEMPLATE;
T_INTERP    : '${' '~'? { open(Opener::Sequence); } -> type(TEMPLATE_INTERP), pushMode(DEFAULT_MODE) ;
T_DIRECTIVE : '%{' '~'? { open(Opener::Sequence); } -> type(TEMPLATE_DIRECTIVE), pushMode(DEFAULT_MODE) ;
T_TEXT      : ~[$%]+ -> type(TEMPLATE_LITERAL) ;
T_ESCAPED   : ('$${' | '%%{') -> type(TEMPLATE_LITERAL) ;
T_MARK      : [$%] -> type(TEMPLATE_LITERAL) ;
