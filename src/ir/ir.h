#pragma once
// The IR of HCL's native syntax: one node per construct of the spec, stored in
// a per-file arena and addressed by typed 32-bit ids. Lowering builds it through
// ir::Builder (builder.h); afterwards it is immutable and shared as
// `std::shared_ptr<const Arena>`. Later passes keep their results (types,
// values) in side tables keyed by ExprId.
//
// Node kinds are listed once in node_kinds.def; each kind has a payload struct
// of the same name below.

#include <algorithm>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

#include "source/range.h"
#include "source/source_file.h"

namespace hclc::ir {

// A typed index into one arena's table. Tag keeps ids of different tables apart.
template <class Tag>
class Id {
 public:
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

  constexpr Id() = default;  // none
  constexpr explicit Id(std::uint32_t index) : index_(index) {}
  static constexpr Id none() { return Id(); }

  constexpr std::uint32_t index() const { return index_; }
  constexpr bool valid() const { return index_ != kNone; }
  constexpr explicit operator bool() const { return valid(); }

  friend constexpr bool operator==(Id, Id) = default;
  // clang-tidy 14 reads the literal 0 that `a < b` compares a defaulted <=>'s
  // result with as a null pointer (llvm-project issue 53961, fixed in 18).
  friend constexpr auto operator<=>(Id, Id) = default;  // NOLINT(modernize-use-nullptr)

 private:
  std::uint32_t index_ = kNone;
};

using ExprId = Id<struct ExprTag>;
using BodyId = Id<struct BodyTag>;
using AttributeId = Id<struct AttributeTag>;
using BlockId = Id<struct BlockTag>;

enum class NodeKind : std::uint8_t {
#define HCLC_IR_NODE(kind) kind,
#include "ir/node_kinds.def"
#undef HCLC_IR_NODE
};

inline constexpr int kNodeKindCount = 0
#define HCLC_IR_NODE(kind) +1
#include "ir/node_kinds.def"
#undef HCLC_IR_NODE
    ;

std::string_view node_kind_name(NodeKind kind);

// A stretch of the arena's file: for a native-syntax file the byte offsets
// [start, end), whose lines and columns the arena counts when asked
// (Arena::pos, Arena::range: a parse needs none); for an arena built from
// other positions (the JSON syntax, whose templates sit at positions that are
// no bytes of the file, and hand-built IR) indexes into the arena's recorded
// positions (Builder::span). Compare spans of one arena only.
struct Span {
  std::uint32_t start = 0;
  std::uint32_t end = 0;

  friend bool operator==(const Span&, const Span&) = default;
  bool empty() const { return start == end; }
  // The smallest span covering both.
  static Span between(const Span& first, const Span& last) { return {first.start, last.end}; }
  // The empty span at this one's start (where a missing item is reported).
  Span start_point() const { return {start, start}; }
};

// A payload's list (a template's parts, a call's arguments, a traversal's
// steps, a block's labels, a body's items): a run of elements that the arena
// holds in one of its pools, read as a vector is. The IR's lists take no heap
// block of their own each, and a pool's elements never move, so a list stays
// valid while its arena lives (a moved arena's too). Builder::list makes one.
template <class T>
class List {
 public:
  constexpr List() = default;
  constexpr List(const T* data, std::uint32_t size) : data_(data), size_(size) {}

  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  const T& at(std::size_t i) const {
    if (i >= size_) throw std::out_of_range("ir::List::at");
    return data_[i];
  }
  const T& front() const { return data_[0]; }
  const T& back() const { return data_[size_ - 1]; }

  friend bool operator==(const List& a, const List& b) { return std::equal(a.begin(), a.end(), b.begin(), b.end()); }

 private:
  const T* data_ = nullptr;
  std::uint32_t size_ = 0;
};

// The storage of an arena's lists of one element type: chunks that are never
// reallocated (a list that does not fit in the last one starts a new one,
// each twice as large as the one before up to a megabyte), so that a list's
// elements stay where they were put.
template <class T>
class Pool {
 public:
  // `adopt` is applied to each element where it lands.
  template <class It, class Adopt>
  List<T> add(It first, It last, Adopt adopt) {
    const auto count = static_cast<std::size_t>(std::distance(first, last));
    if (count == 0) return {};
    if (chunks_.empty() || chunks_.back().capacity() - chunks_.back().size() < count) {
      constexpr std::size_t kFirstChunk = std::max<std::size_t>(8, 1024 / sizeof(T));
      constexpr std::size_t kLargestChunk = std::max<std::size_t>(8, (std::size_t{1} << 20) / sizeof(T));
      const std::size_t room = chunks_.empty() ? kFirstChunk : std::min(chunks_.back().capacity() * 2, kLargestChunk);
      chunks_.emplace_back().reserve(std::max(room, count));
    }
    std::vector<T>& chunk = chunks_.back();
    const std::size_t at = chunk.size();
    chunk.insert(chunk.end(), first, last);  // within its capacity: nothing moves
    for (std::size_t i = at; i < chunk.size(); ++i) adopt(chunk[i]);
    return List<T>(chunk.data() + at, static_cast<std::uint32_t>(count));
  }

 private:
  std::vector<std::vector<T>> chunks_;
};

// The arena's copies of text that is not its source's own bytes: chunks of
// characters that never move (as a Pool's), each twice as large as the one
// before up to a megabyte, or as large as one text that needs more.
class TextPool {
 public:
  std::string_view add(std::string_view text);
  // Whether the text's bytes are in one of the chunks.
  bool holds(std::string_view text) const;

 private:
  struct Chunk {
    std::unique_ptr<char[]> bytes;
    std::size_t capacity = 0;
    std::size_t used = 0;
  };
  std::vector<Chunk> chunks_;
};

// The IR's text (a name, a literal's text, a traversal step's name) is a view
// of bytes that its arena owns: the source's own bytes when the text is
// written as it is (most names, numbers and strings without escapes), else a
// copy in the arena's text pool (decoded escapes, a heredoc's lines without
// their indentation, the text of an arena without source). The arena makes
// every text that it is given its own (Arena::text), so that a view stays
// valid while the arena lives, wherever its text came from.

// An identifier as written, with where it was written.
struct Name {
  std::string_view text;
  Span span;

  friend bool operator==(const Name&, const Name&) = default;
};

// --- literal values --------------------------------------------------------

enum class LiteralKind : std::uint8_t { Number, String, Bool, Null };

// A constant. Numbers keep their original source text (the evaluator parses it
// at the reference's 512-bit precision); strings hold their decoded content
// (escapes resolved, NFC-normalization is the runtime's job). The IR's
// literals view their text (LiteralValue); a result that outlives its arena
// holds a copy (StoredLiteralValue, as a Traverser's key).
template <class Text>
struct BasicLiteralValue {
  Text text;  // Number: source text; String: content
  LiteralKind kind = LiteralKind::Null;
  bool boolean = false;  // Bool only

  static BasicLiteralValue number(Text source_text) { return {std::move(source_text), LiteralKind::Number, false}; }
  static BasicLiteralValue string(Text content) { return {std::move(content), LiteralKind::String, false}; }
  static BasicLiteralValue boolean_value(bool b) { return {{}, LiteralKind::Bool, b}; }
  static BasicLiteralValue null() { return {{}, LiteralKind::Null, false}; }

  friend bool operator==(const BasicLiteralValue&, const BasicLiteralValue&) = default;
};
using LiteralValue = BasicLiteralValue<std::string_view>;
using StoredLiteralValue = BasicLiteralValue<std::string>;

inline StoredLiteralValue stored(const LiteralValue& v) { return {std::string(v.text), v.kind, v.boolean}; }
// A view of a stored literal, valid while it lives.
inline LiteralValue view(const StoredLiteralValue& v) { return {v.text, v.kind, v.boolean}; }

// --- traversal steps ---------------------------------------------------------

enum class StepKind : std::uint8_t {
  Attr,         // .name
  Index,        // [literal]  (key is a literal, folded into the traversal)
  LegacyIndex,  // .0  (an index written as an attribute with a number)
};

struct TraversalStep {
  StepKind kind = StepKind::Attr;
  std::string_view name;  // Attr only
  LiteralValue key;       // Index / LegacyIndex: the key (a number for LegacyIndex)
  Span span;              // `.name`, `[key]` (brackets included), `.0`

  friend bool operator==(const TraversalStep&, const TraversalStep&) = default;
};

// --- operators -------------------------------------------------------------

enum class UnaryOp : std::uint8_t { Negate, Not };

// One enumerator per line of ir/binary_ops.def.
enum class BinaryOp : std::uint8_t {
#define HCLC_BINARY_OP(name, token, operand_type, result_type) name,
#include "ir/binary_ops.def"
#undef HCLC_BINARY_OP
};

std::string_view unary_op_name(UnaryOp op);    // "Negate", "Not"
std::string_view binary_op_name(BinaryOp op);  // "Add", ...

// --- node payloads (one per line of node_kinds.def) ------------------------

struct Literal {
  static constexpr NodeKind kKind = NodeKind::Literal;
  LiteralValue value;
};

// A quoted string, heredoc or standalone template. Parts are Literal (string),
// TemplateInterp, TemplateIf and TemplateFor nodes, in source order; literal
// text is already unescaped and strip markers (`~`) already applied.
struct Template {
  static constexpr NodeKind kKind = NodeKind::Template;
  List<ExprId> parts;
};

// `${ expr }`; the node's span covers the delimiters.
struct TemplateInterp {
  static constexpr NodeKind kKind = NodeKind::TemplateInterp;
  ExprId expr;
};

// `%{ if cond }then%{ else }else%{ endif }`. then_part and else_part are
// Template nodes; else_part is none when there is no `%{ else }`.
struct TemplateIf {
  static constexpr NodeKind kKind = NodeKind::TemplateIf;
  ExprId cond;
  ExprId then_part;
  ExprId else_part;
};

// `%{ for key, value in collection }body%{ endfor }`; body is a Template node.
struct TemplateFor {
  static constexpr NodeKind kKind = NodeKind::TemplateFor;
  std::optional<Name> key_var;
  Name value_var;
  ExprId collection;
  ExprId body;
};

// A template consisting of exactly one interpolation (`"${x}"`): its value is
// x's value unchanged (not converted to string).
struct TemplateWrap {
  static constexpr NodeKind kKind = NodeKind::TemplateWrap;
  ExprId wrapped;
};

// `root.step...`: a variable and the steps with literal keys that follow it.
struct ScopeTraversal {
  static constexpr NodeKind kKind = NodeKind::ScopeTraversal;
  Name root;
  List<TraversalStep> steps;
};

// Steps applied to the value of another expression: `f(x).a[0]`, `(a).b`,
// and inside splats `item.a.b`. Attribute access on an expression is this node.
struct RelativeTraversal {
  static constexpr NodeKind kKind = NodeKind::RelativeTraversal;
  ExprId source;
  List<TraversalStep> steps;
};

// `collection[key]` where key is not a literal. bracket_span covers `[key]`.
struct Index {
  static constexpr NodeKind kKind = NodeKind::Index;
  ExprId collection;
  ExprId key;
  Span bracket_span;
};

// `source.*.a.b` (attr_only) or `source[*].a[0]`. `item` is this splat's own
// SplatItem node; `each` is the per-element expression built on `item` (it is
// `item` itself when nothing follows the marker). The reference's "anonymous
// symbol": evaluating `each` with item bound to one element at a time.
struct Splat {
  static constexpr NodeKind kKind = NodeKind::Splat;
  ExprId source;
  ExprId item;
  ExprId each;
  Span marker_span;  // `.*` or `[*]`
  bool attr_only = false;
};

// The element a splat's `each` expression is applied to. Its span is the
// splat marker's.
struct SplatItem {
  static constexpr NodeKind kKind = NodeKind::SplatItem;
};

struct Tuple {
  static constexpr NodeKind kKind = NodeKind::Tuple;
  List<ExprId> elements;
};

// One `key = value` (or `key: value`) of an object constructor.
// When key_is_identifier the key was written as a bare name (`foo = 1`) and
// `key` is a Literal string node holding that name (spanning it): it names the
// attribute and is not a variable reference. Otherwise `key` is any expression
// (`"foo" = 1`, `(foo) = 1`, `foo.bar = 1`) evaluated to produce the key.
struct ObjectItem {
  ExprId key;
  ExprId value;
  bool key_is_identifier = false;
};

// In native syntax a later item whose key has the same value as an earlier
// one wins; a JSON object's items must have distinct keys (the JSON syntax
// checks this when it evaluates the object).
struct Object {
  static constexpr NodeKind kKind = NodeKind::Object;
  List<ObjectItem> items;
  bool keys_must_differ = false;
};

// `[for k, v in coll : value if cond]` (tuple form; key_expr none) or
// `{for k, v in coll : key => value... if cond}` (object form).
struct For {
  static constexpr NodeKind kKind = NodeKind::For;
  std::optional<Name> key_var;
  Name value_var;
  ExprId collection;
  ExprId key_expr;  // object form only
  ExprId value_expr;
  ExprId cond;  // none without `if`
  bool is_object = false;
  bool grouping = false;  // `...` after value_expr (object form only)
  Span open_span;         // `[` or `{`
  Span close_span;        // `]` or `}`
};

// `name(args)`; name may be namespaced (`provider::ns::f`, text as written
// with `::`). expand_final: the last argument was followed by `...`.
struct Call {
  static constexpr NodeKind kKind = NodeKind::Call;
  Name name;
  List<ExprId> args;
  bool expand_final = false;
  Span open_paren_span;
  Span close_paren_span;
  Span ellipsis_span;  // empty when !expand_final
};

struct Unary {
  static constexpr NodeKind kKind = NodeKind::Unary;
  UnaryOp op;
  ExprId operand;
  Span op_span;
};

struct Binary {
  static constexpr NodeKind kKind = NodeKind::Binary;
  BinaryOp op;
  ExprId lhs;
  ExprId rhs;
  Span op_span;
};

struct Conditional {
  static constexpr NodeKind kKind = NodeKind::Conditional;
  ExprId cond;
  ExprId then_expr;
  ExprId else_expr;
};

struct Parens {
  static constexpr NodeKind kKind = NodeKind::Parens;
  ExprId inner;
};

// An expression that could not be parsed/lowered; its diagnostic is already
// reported, so later passes treat it as a dynamic unknown and stay quiet.
struct Error {
  static constexpr NodeKind kKind = NodeKind::Error;
};

// A node is its kind, its span and the slot of its payload in the arena's
// table for that kind. Payloads live outside the node so that the node array,
// which every pass walks, holds small trivially copyable records instead of
// variants as large as the largest payload.
struct Node {
  NodeKind kind;
  std::uint32_t slot;
  Span span;
};

// --- structure: bodies, attributes, blocks ----------------------------------

// `name = expr`.
struct Attribute {
  Name name;
  Span equals_span;  // the `=`
  ExprId expr;
  Span span;  // the whole attribute, name through expression
};

// `type "label" label2 { body }`.
struct Block {
  Name type;
  List<Name> labels;  // label text (quoted labels unescaped) and span (quotes included)
  Span open_brace_span;
  Span close_brace_span;
  BodyId body;
  Span span;  // the whole block, type through closing brace

  // Where the reference reports problems with the block as a whole (e.g.
  // "Duplicate blk block"): the type through the last label.
  Span def_span() const { return labels.empty() ? type.span : Span::between(type.span, labels.back().span); }
};

struct Body {
  List<AttributeId> attributes;  // in source order
  List<BlockId> blocks;          // in source order
  // A file's body spans the whole file (1:1 to end); a block's body spans its
  // braces, `{` through `}`.
  Span span;

  // Where the reference reports a missing required attribute or block: the
  // empty range at the body's first token (the `{` of a block; for a file, set
  // by the parser, which knows which characters the reference skips).
  std::optional<Span> missing_item;
  Span missing_item_span() const { return missing_item.value_or(span.start_point()); }
};

// --- the arena ----------------------------------------------------------------

class Arena {
 public:
  // The arena of a native-syntax file: spans are byte offsets in `source`.
  explicit Arena(SourceFile source)
      : filename_(source.filename()), source_(std::move(source)), source_text_(source_->text()) {}
  // An arena whose spans index the positions recorded with record().
  explicit Arena(std::string filename) : filename_(std::move(filename)) {}
  // The payloads' lists and text point into the arena's pools and source: a
  // copy's would point into the original's. A move keeps them (the pools'
  // chunks and the source's text stay where they are).
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  Arena(Arena&&) = default;
  Arena& operator=(Arena&&) = default;
  ~Arena() = default;

  const std::string& filename() const { return filename_; }
  // The file's text when its spans are byte offsets in it, else null.
  const SourceFile* source() const { return source_ ? &*source_ : nullptr; }
  // Where a span's start or end is.
  Pos pos(std::uint32_t at) const { return source_ ? source_->pos_at(at) : recorded_.at(at); }
  // The byte offset of a span's start or end, without counting lines.
  std::uint32_t byte(std::uint32_t at) const { return source_ ? at : recorded_.at(at).byte; }

  std::size_t node_count() const { return nodes_.size(); }
  const Node& node(ExprId id) const { return nodes_.at(id.index()); }
  NodeKind kind(ExprId id) const { return node(id).kind; }
  Span span(ExprId id) const { return node(id).span; }
  Range range(ExprId id) const { return range(span(id)); }
  Range range(const Span& s) const { return Range{filename_, pos(s.start), pos(s.end)}; }

  // The payload of a node of a known kind: `arena.get<Binary>(id).lhs`.
  // Asking for another kind is a bug in the caller: it throws rather than read
  // an unrelated slot of the wrong table.
  template <class T>
  const T& get(ExprId id) const {
    const Node& n = node(id);
    if (n.kind != T::kKind) throw std::logic_error("ir::Arena::get: the node is of another kind");
    return table<T>()[n.slot];
  }
  // The payload if the node is of that kind, else null.
  template <class T>
  const T* get_if(ExprId id) const {
    const Node& n = node(id);
    return n.kind == T::kKind ? &table<T>()[n.slot] : nullptr;
  }
  // Calls fn with the node's payload (of its own type) and returns its result;
  // fn must return the same type for every kind.
  template <class Fn>
  decltype(auto) visit(ExprId id, Fn&& fn) const {
    const Node& n = node(id);
    switch (n.kind) {
#define HCLC_IR_NODE(k) \
  case NodeKind::k:     \
    return fn(table<k>()[n.slot]);
#include "ir/node_kinds.def"
#undef HCLC_IR_NODE
    }
    // Every kind is handled above; a node's kind is only ever one of them.
    __builtin_unreachable();
  }

  // Room in the tables for the nodes and structure of a source of about
  // `tokens` tokens (a large one's tables would otherwise be copied as they
  // grow, each copy into pages new to the process). Capacity that the source
  // does not fill is never touched, so it costs address space, not memory.
  void reserve_for_tokens(std::size_t tokens);

  const Body& body(BodyId id) const { return bodies_.at(id.index()); }
  const Attribute& attribute(AttributeId id) const { return attributes_.at(id.index()); }
  const Block& block(BlockId id) const { return blocks_.at(id.index()); }

  // Only ir::Builder adds; everyone else sees a const Arena.
  // A position of an arena without source text, for a span's start or end.
  std::uint32_t record(const Pos& p) {
    recorded_.push_back(p);
    return static_cast<std::uint32_t>(recorded_.size() - 1);
  }
  template <class T>
  ExprId add(Span span, T payload) {
    adopt(payload);
    std::vector<T>& payloads = table<T>();
    payloads.push_back(std::move(payload));
    nodes_.push_back(Node{T::kKind, static_cast<std::uint32_t>(payloads.size() - 1), span});
    return ExprId(static_cast<std::uint32_t>(nodes_.size() - 1));
  }
  AttributeId add(Attribute a) {
    adopt(a.name);
    attributes_.push_back(std::move(a));
    return AttributeId(static_cast<std::uint32_t>(attributes_.size() - 1));
  }
  BlockId add(Block b) {
    adopt(b.type);
    blocks_.push_back(std::move(b));
    return BlockId(static_cast<std::uint32_t>(blocks_.size() - 1));
  }
  BodyId add(Body b) {
    bodies_.push_back(std::move(b));
    return BodyId(static_cast<std::uint32_t>(bodies_.size() - 1));
  }
  // A list of [first, last) in the pool of its element type.
  template <class It>
  auto list(It first, It last) {
    using T = std::remove_cvref_t<std::iter_value_t<It>>;
    return std::get<Pool<T>>(pools_).add(first, last, [this](T& element) { adopt(element); });
  }
  // The text as the arena's own: itself when its bytes are the source's or
  // already in the text pool, else a copy in the pool.
  std::string_view text(std::string_view text) {
    if (text.empty()) return {};
    if (owns(text)) return text;
    return text_pool_.add(text);
  }

 private:
  // One payload table per node kind, named after it.
  struct PayloadTables {
#define HCLC_IR_NODE(k) std::vector<k> k##_table;
#include "ir/node_kinds.def"
#undef HCLC_IR_NODE
  };

  template <class T>
  std::vector<T>& table();
  template <class T>
  const std::vector<T>& table() const {
    return const_cast<Arena*>(this)->table<T>();
  }

  bool owns(std::string_view text) const {
    const std::less<> before;
    const bool in_source = !before(text.data(), source_text_.data()) &&
                           !before(source_text_.data() + source_text_.size(), text.data() + text.size());
    return in_source || text_pool_.holds(text);
  }
  // The text that a payload or a list's element holds becomes the arena's.
  void adopt(Name& n) { n.text = text(n.text); }
  void adopt(std::optional<Name>& n) {
    if (n) adopt(*n);
  }
  void adopt(LiteralValue& v) { v.text = text(v.text); }
  void adopt(TraversalStep& s) {
    s.name = text(s.name);
    adopt(s.key);
  }
  void adopt(Literal& l) { adopt(l.value); }
  void adopt(TemplateFor& f) {
    adopt(f.key_var);
    adopt(f.value_var);
  }
  void adopt(ScopeTraversal& t) { adopt(t.root); }  // its steps were adopted as a list
  void adopt(For& f) {
    adopt(f.key_var);
    adopt(f.value_var);
  }
  void adopt(Call& c) { adopt(c.name); }
  // Payloads and list elements without text.
  template <class T>
  void adopt(T& /*no text*/) {}

  std::string filename_;
  std::optional<SourceFile> source_;
  std::vector<Pos> recorded_;  // without source text: what spans index
  std::vector<Node> nodes_;
  PayloadTables payloads_;
  std::vector<Body> bodies_;
  std::vector<Attribute> attributes_;
  std::vector<Block> blocks_;
  std::tuple<Pool<ExprId>, Pool<ObjectItem>, Pool<TraversalStep>, Pool<Name>, Pool<AttributeId>, Pool<BlockId>> pools_;
  std::string_view source_text_;  // source_'s, or empty
  TextPool text_pool_;
};

#define HCLC_IR_NODE(k)                      \
  template <>                                \
  inline std::vector<k>& Arena::table<k>() { \
    return payloads_.k##_table;              \
  }
#include "ir/node_kinds.def"
#undef HCLC_IR_NODE

// Calls fn on each expression child of `id` in source order (object items as
// key then value; a splat's source then its `each`; a for's collection, key,
// value, condition). Traversal steps are not nodes and are not visited.
void for_each_child(const Arena& arena, ExprId id, const std::function<void(ExprId)>& fn);

}  // namespace hclc::ir
