// The HCL native syntax (spec/native-syntax.md). The tokens come from a
// hand-written lexer (src/syntax/lexer.cpp). Newline tokens reach this parser
// only where they are significant; the config entry point's token stream
// always ends with a NEWLINE before EOF, so every body item ends with one.
parser grammar HclParser;

// Rule entry and exit without dynamic_cast (src/syntax/parser_base.h).
options { superClass = HclParserBase; }
@parser::header {
#include "syntax/parser_base.h"
}

tokens {
  // Keywords are contextual: `identifier` accepts them. FOR_INTRO is a `for`
  // right after `[` or `{`, which starts a for-expression.
  FOR, FOR_INTRO, IN, IF, ELSE, ENDIF, ENDFOR,
  IDENT, NUMBER, NEWLINE,
  HEREDOC_START, HEREDOC_END, OQUOTE, CQUOTE,
  TEMPLATE_LITERAL, TEMPLATE_INTERP, TEMPLATE_DIRECTIVE,
  LBRACE, RBRACE, STRIP_RBRACE, LBRACK, RBRACK, LPAREN, RPAREN,
  EQEQ, NEQ, LE, GE, LT, GT, AND, OR, BANG, PLUS, MINUS, STAR, SLASH, PERCENT,
  QUESTION, COLON, COLONCOLON, FATARROW, EQ, ELLIPSIS, DOT, COMMA,
  // Never accepted; kept for precise diagnostics: operators of other
  // languages, a newline inside a quoted string, a character outside the language.
  BITWISE_AND, BITWISE_OR, BITWISE_NOT, QUOTED_NEWLINE, INVALID
}

// ---- entry points ----
// A whole config file. The driver (src/syntax/parse.cpp) parses one with
// bodyItem, item by item, to lower and free each item's tree in turn and to
// recover from mistakes as the reference does; this rule states the whole.
configFile     : body EOF ;
expressionOnly : expression EOF ;
templateOnly   : templatePart* EOF ;
traversalOnly  : identifier traversalStep* EOF ;

traversalStep
  : DOT identifier                         #traversalAttr
  | DOT NUMBER                             #traversalLegacyIndex
  | LBRACK (NUMBER | stringLit) RBRACK     #traversalIndex
  ;

// ---- structure ----
body      : (NEWLINE | bodyItem NEWLINE)* ;
bodyItem  : attribute | block ;
attribute : identifier EQ expression ;
block     : identifier blockLabel* LBRACE blockContent RBRACE ;
blockContent
  : NEWLINE body    #multiLineBlock
  | attribute?      #singleLineBlock
  ;
blockLabel : stringLit | identifier ;
// A multi-line block's first line, parsed on its own only to recover from a
// mistake inside the block (src/syntax/parse.cpp).
blockHeader : identifier blockLabel* LBRACE NEWLINE ;
// A line break in a block label is reported by the driver, which reads on
// to the closing quote as the reference does (src/syntax/parse.cpp).
stringLit  : OQUOTE (TEMPLATE_LITERAL | QUOTED_NEWLINE)* CQUOTE ;

identifier : IDENT | FOR | IN | IF | ELSE | ENDIF | ENDFOR ;

// ---- expressions ----
// Alternatives are listed from the tightest binding; binary operators are
// left-associative, the conditional right-associative.
expression
  : operand                                                             #operandExpr
  | expression op=(STAR | SLASH | PERCENT) expression                   #binaryExpr
  | expression op=(PLUS | MINUS) expression                             #binaryExpr
  | expression op=(LT | GT | LE | GE) expression                        #binaryExpr
  | expression op=(EQEQ | NEQ) expression                               #binaryExpr
  | expression op=AND expression                                        #binaryExpr
  | expression op=OR expression                                         #binaryExpr
  | <assoc=right> expression QUESTION expression COLON expression       #conditionalExpr
  ;

// Alternatives without a label (here, in primary and in postfix) are told
// apart by the lowering from their first children: a label makes ANTLR build
// a second context for each node and copy the first into it.
operand
  : op=(MINUS | BANG) operand
  | primary postfix*
  ;

primary
  : NUMBER
  | functionCall
  | identifier                                  // a variable
  | LPAREN expression RPAREN
  | forTuple
  | tupleCons
  | forObject
  | objectCons
  | OQUOTE templatePart* CQUOTE                 // a quoted template
  | HEREDOC_START templatePart* HEREDOC_END
  ;

// The elements of a collection (a call's arguments, a tuple's elements, an
// object's items) are marked for the driver, which may lower a long
// collection's elements as they are parsed (src/syntax/parse.cpp,
// element_parsed) so that its parse tree is never whole.

// A function name may be namespaced: `provider::aws::arn_parse(x)`.
functionCall
  : identifier (COLONCOLON identifier)* LPAREN
    ({element_starts();} expression {element_parsed();} (COMMA {element_starts();} expression {element_parsed();})*
     (COMMA | ELLIPSIS)?)?
    RPAREN ;

// `[for` and `{for` always start a for-expression: the lexer makes that `for` a FOR_INTRO.
tupleCons
  : LBRACK
    ({element_starts();} expression {element_parsed();} (COMMA {element_starts();} expression {element_parsed();})*
     COMMA?)?
    RBRACK ;
objectCons
  : LBRACE NEWLINE*
    ({element_starts();} objectElem {element_parsed();} (objectSep {element_starts();} objectElem {element_parsed();})*
     objectSep?)?
    RBRACE ;
objectSep  : (COMMA | NEWLINE) NEWLINE* ;
objectElem : key=expression (EQ | COLON) value=expression ;

// A key (`k => v`) and a grouping `...` are accepted in a tuple so that the
// lowering reports them as the reference does, at the key and at the `...`.
forTuple  : LBRACK forIntro head=expression (FATARROW value=expression)? ELLIPSIS? forCond? RBRACK ;
forObject : LBRACE forIntro key=expression FATARROW value=expression ELLIPSIS? forCond? RBRACE ;
forIntro  : FOR_INTRO identifier (COMMA identifier)? IN expression COLON ;
forCond   : IF expression ;

// A splat applies to the steps after it: a full splat `[*]` to all the
// postfixes that follow it, an attribute-only splat `.*` to the `.name` and
// `.0` steps right after it. The lowering takes them from the operand's list
// (src/syntax/lower.cpp): a loop of its own here, inside the operand's loop
// over the same tokens, would leave ANTLR unable to tell which loop a step
// belongs to without reading to the end of the operand, and on invalid input
// with splats left open it would read to the end of the file at each one.
postfix
  : LBRACK expression RBRACK    // an index
  | DOT identifier              // an attribute
  | DOT NUMBER                  // a legacy index
  | DOT STAR                    // an attribute-only splat
  | LBRACK STAR RBRACK          // a full splat
  ;

// ---- templates ----
templatePart
  : TEMPLATE_LITERAL                                                    #templateLiteral
  | TEMPLATE_INTERP expression sequenceEnd                              #templateInterpolation
  | ifOpen=TEMPLATE_DIRECTIVE IF expression sequenceEnd thenParts+=templatePart*
    (elseOpen=TEMPLATE_DIRECTIVE ELSE sequenceEnd elseParts+=templatePart*)?
    endOpen=TEMPLATE_DIRECTIVE ENDIF sequenceEnd                        #templateIf
  | forOpen=TEMPLATE_DIRECTIVE FOR identifier (COMMA identifier)? IN expression sequenceEnd
    templatePart* endOpen=TEMPLATE_DIRECTIVE ENDFOR sequenceEnd          #templateFor
  ;
sequenceEnd : RBRACE | STRIP_RBRACE ;
