// csvdecode jsondecode jsonencode
#include <string>

#include "runtime/json.h"
#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"
#include "runtime/text.h"
#include "runtime/value_range.h"

namespace hclc {

namespace {

using namespace stdlib_support;

// RFC 4180 CSV as Go's encoding/csv reads it by default: CR LF ends a line
// like LF, blank lines are skipped, quoted fields may span lines and double
// their quotes, every record has as many fields as the first.
class CsvReader {
 public:
  explicit CsvReader(std::string_view text) : text_(text) {}

  // The next record; nullopt at the end. Errors as the reference words them.
  Result<std::optional<std::vector<std::string>>> next() {
    // Skip blank lines.
    while (true) {
      if (pos_ >= text_.size()) return std::optional<std::vector<std::string>>{};
      if (text_[pos_] == '\n') {
        ++pos_;
        ++line_;
      } else if (text_.substr(pos_, 2) == "\r\n") {
        pos_ += 2;
        ++line_;
      } else {
        break;
      }
    }
    record_line_ = line_;
    std::vector<std::string> fields;
    while (true) {
      std::string field;
      if (pos_ < text_.size() && text_[pos_] == '"') {
        ++pos_;
        while (true) {
          if (pos_ >= text_.size()) return parse_error(line_, "extraneous or missing \" in quoted-field");
          char c = text_[pos_];
          if (c == '"') {
            if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '"') {
              field += '"';
              pos_ += 2;
              continue;
            }
            ++pos_;
            if (at_line_end() || (pos_ < text_.size() && text_[pos_] == ',')) break;
            return parse_error(line_, "extraneous or missing \" in quoted-field");
          }
          if (text_.substr(pos_, 2) == "\r\n") {
            field += '\n';
            pos_ += 2;
            ++line_;
          } else {
            if (c == '\n') ++line_;
            field += c;
            ++pos_;
          }
        }
      } else {
        while (pos_ < text_.size() && text_[pos_] != ',' && !at_line_end()) {
          if (text_[pos_] == '"') return parse_error(line_, "bare \" in non-quoted-field");
          field += text_[pos_++];
        }
      }
      fields.push_back(std::move(field));
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      // End of the record: consume its line ending.
      if (text_.substr(pos_, 2) == "\r\n") {
        pos_ += 2;
      } else if (pos_ < text_.size()) {
        ++pos_;
      }
      ++line_;
      break;
    }
    if (!field_count_) field_count_ = fields.size();
    if (fields.size() != *field_count_) return parse_error(record_line_, "wrong number of fields");
    return std::optional{std::move(fields)};
  }

 private:
  bool at_line_end() const { return pos_ >= text_.size() || text_[pos_] == '\n' || text_.substr(pos_, 2) == "\r\n"; }
  static Error parse_error(std::size_t line, const std::string& message) {
    return Error{"CSV parse error on line " + std::to_string(line) + ": " + message};
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_ = 1;
  std::size_t record_line_ = 1;
  std::optional<std::size_t> field_count_;
};

Result<std::vector<std::string>> csv_header(CsvReader& reader) {
  auto header = reader.next();
  if (!header) return header.error();
  if (!*header) return Error{"missing header line"};
  std::set<std::string> seen;
  for (const std::string& name : **header) {
    // Names become attribute names, which are NFC-normalized.
    if (!seen.insert(Value::string(name).as_string()).second) {
      return Error{"duplicate column name " + go_quote(name)};
    }
  }
  return **header;
}

Function csvdecode_function() {
  return Function({
      .parameters = {parameter("str", Type::string(), kDynamicOk)},
      .variadic = std::nullopt,
      .result_type = [](std::span<const Value> args) -> Result<Type> {
        if (!args[0].is_known()) return Type::dynamic();
        CsvReader reader(args[0].as_string());
        auto header = csv_header(reader);
        if (!header) return header.error();
        // csv_header made sure that the names are distinct.
        std::vector<Type::Attribute> attributes;
        attributes.reserve(header->size());
        for (const std::string& name : *header)
          attributes.emplace_back(Value::string(name).as_string(), Type::string());
        return Type::list(Type::object(std::move(attributes)));
      },
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        CsvReader reader(args[0].as_string());
        auto header = csv_header(reader);
        if (!header) return header.error();
        std::vector<Value> rows;
        while (true) {
          auto record = reader.next();
          if (!record) return record.error();
          if (!*record) break;
          std::vector<Value::Entry> attributes;
          for (std::size_t i = 0; i < header->size(); ++i) {
            attributes.emplace_back(Value::string((*header)[i]).as_string(), Value::string((**record)[i]));
          }
          rows.push_back(Value::object(std::move(attributes)));
          if (rows.size() > kMaxResultElements) return Error{"the CSV text has too many records"};
        }
        return Value::list(type.element_type(), std::move(rows));
      },
  });
}

// The type of the JSON document an unknown string will be, as far as its
// known start tells: a string, a bool or a number from its first character,
// not known for an object, an array or null, and an error for a character no
// document starts with.
Result<Type> json_type_from_start(std::string_view prefix) {
  std::size_t first = prefix.find_first_not_of(" \t\n\r\v\f");
  if (first == std::string_view::npos) return Type::dynamic();
  const CodePointAt c = code_point_at(prefix, first);
  switch (c.code_point) {
    case '{':
    case '[':
    case 'n': return Type::dynamic();
    case '"': return Type::string();
    case 't':
    case 'f': return Type::boolean();
    case '-':
    case '.':
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9': return Type::number();
    default: {
      std::string quoted;
      append_go_quoted(quoted, prefix.substr(first, c.length), '\'');
      return argument_error(0, "a JSON document cannot begin with the character " + quoted);
    }
  }
}

}  // namespace

void add_encoding_functions(FunctionTable& table) {
  table.add("csvdecode", csvdecode_function());
  table.add("jsondecode", Function({
                              .parameters = {parameter("str", Type::string(), kDynamicOk)},
                              .variadic = std::nullopt,
                              .result_type = [](std::span<const Value> args) -> Result<Type> {
                                if (!args[0].is_known()) return json_type_from_start(range_of(args[0]).prefix);
                                return implied_type_of_json(args[0].as_string());
                              },
                              .implementation = [](std::span<const Value> args,
                                                   const Type&) { return value_from_json(args[0].as_string()); },
                          }));
  table.add("jsonencode",
            Function({
                .parameters = {parameter("val", Type::dynamic(),
                                         {.allow_null = true, .allow_unknown = true, .allow_dynamic = true})},
                .variadic = std::nullopt,
                .result_type = Function::returns(Type::string()),
                .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                  // The JSON of a value not wholly known is not known; unless
                  // the value may be null, its first character is.
                  if (!args[0].is_wholly_known()) {
                    Refinement start;
                    if (definitely_not_null(args[0])) {
                      const Type& t = args[0].type();
                      start.prefix = t.kind() == Type::Kind::String      ? "\""
                                     : t.is_object() || t.is_map()       ? "{"
                                     : t.is_tuple() || t.is_collection() ? "["
                                                                         : "";
                    }
                    return Value::unknown(Type::string(), start);
                  }
                  if (args[0].is_null() && args[0].type().is_dynamic()) return Value::string("null");
                  Result<std::string> json = value_to_json(args[0]);
                  if (!json) return json.error();
                  return bounded_string(std::move(json).value());
                },
            }));
  // Not jsondecode, whose result may be null.
  stdlib_support::refine_results_not_null(table, {"csvdecode", "jsonencode"});
}

}  // namespace hclc
