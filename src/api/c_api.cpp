// The C API (include/hclc/hclc_c.h) over the public C++ API. Every entry
// point catches whatever the C++ side throws (allocation failure included)
// and reports it as a diagnostic, since no exception may cross into C.

#include "hclc/hclc_c.h"

#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <new>
#include <optional>
#include <string>
#include <string_view>

#include "hclc/body.h"
#include "hclc/diagnostics.h"
#include "hclc/eval_context.h"
#include "hclc/expression.h"
#include "hclc/parser.h"
#include "hclc/spec.h"
#include "hclc/value.h"

struct hclc_diagnostics {
  hcl::Diagnostics list;
  // The sources of the files parsed with this handle, for render_text's quotes.
  hcl::Parser sources;
};

struct hclc_file {
  hcl::File file;
};

namespace {

// The text of a (pointer, length) input: NULL with length 0 is the empty
// string, NULL otherwise is no input (nullopt).
std::optional<std::string> input_text(const char* text, std::size_t length) {
  if (text == nullptr) return length == 0 ? std::optional<std::string>(std::string()) : std::nullopt;
  if (length == HCLC_NUL_TERMINATED) return std::string(text);
  return std::string(text, length);
}

void report(hclc_diagnostics* diags, std::string summary, std::string detail) {
  if (diags == nullptr) return;
  try {
    diags->list.add_error(std::move(summary), std::move(detail));
  } catch (...) {  // out of memory while reporting: nothing more can be said
  }
}

void report_exception(hclc_diagnostics* diags) {
  try {
    throw;
  } catch (const std::bad_alloc&) {
    report(diags, "Out of memory", "hclc could not allocate the memory the operation needs.");
  } catch (const std::exception& e) {
    report(diags, "Internal error", e.what());
  } catch (...) {
    report(diags, "Internal error", "An unknown exception was raised inside hclc.");
  }
}

// A C string the caller frees with hclc_string_free (malloc, so that the
// allocator is C's own).
char* c_string(std::string_view text) {
  char* copy = static_cast<char*>(std::malloc(text.size() + 1));
  if (copy == nullptr) throw std::bad_alloc();
  std::memcpy(copy, text.data(), text.size());
  copy[text.size()] = '\0';
  return copy;
}

const hcl::Diagnostic* diagnostic_at(const hclc_diagnostics* diags, std::size_t index) {
  if (diags == nullptr || index >= diags->list.size()) return nullptr;
  return &diags->list[index];
}

// The diagnostics' list the C++ calls append to: the caller's, or a scratch
// one when the caller passed NULL. Errors count from the call's start, so
// that a handle holding earlier errors does not fail the next call.
class DiagnosticsSink {
 public:
  explicit DiagnosticsSink(hclc_diagnostics* diags)
      : list_(diags != nullptr ? diags->list : scratch_), first_(list_.size()) {}
  hcl::Diagnostics& list() { return list_; }
  bool has_new_errors() const {
    for (std::size_t i = first_; i < list_.size(); ++i)
      if (list_[i].severity == hcl::Severity::Error) return true;
    return false;
  }

 private:
  hcl::Diagnostics scratch_;
  hcl::Diagnostics& list_;
  std::size_t first_;
};

hcl::Syntax syntax_for(hclc_syntax syntax, std::string_view filename) {
  switch (syntax) {
    case HCLC_SYNTAX_NATIVE: return hcl::Syntax::Native;
    case HCLC_SYNTAX_JSON: return hcl::Syntax::Json;
    case HCLC_SYNTAX_AUTO: break;
  }
  return filename.ends_with(".json") ? hcl::Syntax::Json : hcl::Syntax::Native;
}

char* json_result(const hcl::Value& value, int with_type, hclc_diagnostics* diags, bool keep_nulls = false) {
  hcl::Result<std::string> json = hcl::hcldec_json(value, {.with_type = with_type != 0, .keep_nulls = keep_nulls});
  if (!json) {
    report(diags, "Result cannot be written as JSON", json.error().message);
    return nullptr;
  }
  return c_string(*json);
}

}  // namespace

extern "C" {

hclc_diagnostics* hclc_diagnostics_new(void) {
  try {
    return new hclc_diagnostics{};
  } catch (...) {
    return nullptr;
  }
}

void hclc_diagnostics_free(hclc_diagnostics* diags) { delete diags; }

void hclc_diagnostics_clear(hclc_diagnostics* diags) {
  if (diags != nullptr) diags->list = hcl::Diagnostics{};
}

size_t hclc_diagnostics_count(const hclc_diagnostics* diags) { return diags == nullptr ? 0 : diags->list.size(); }

int hclc_diagnostics_has_errors(const hclc_diagnostics* diags) {
  return diags != nullptr && diags->list.has_errors() ? 1 : 0;
}

hclc_severity hclc_diagnostic_severity(const hclc_diagnostics* diags, size_t index) {
  const hcl::Diagnostic* d = diagnostic_at(diags, index);
  return d != nullptr && d->severity == hcl::Severity::Warning ? HCLC_SEVERITY_WARNING : HCLC_SEVERITY_ERROR;
}

const char* hclc_diagnostic_summary(const hclc_diagnostics* diags, size_t index) {
  const hcl::Diagnostic* d = diagnostic_at(diags, index);
  return d != nullptr ? d->summary.c_str() : "";
}

const char* hclc_diagnostic_detail(const hclc_diagnostics* diags, size_t index) {
  const hcl::Diagnostic* d = diagnostic_at(diags, index);
  return d != nullptr ? d->detail.c_str() : "";
}

int hclc_diagnostic_subject(const hclc_diagnostics* diags, size_t index, hclc_range* range) {
  const hcl::Diagnostic* d = diagnostic_at(diags, index);
  if (d == nullptr || !d->subject) return 0;
  if (range != nullptr) {
    range->filename = d->subject->filename.c_str();
    range->start = {d->subject->start.line, d->subject->start.column, d->subject->start.byte};
    range->end = {d->subject->end.line, d->subject->end.column, d->subject->end.byte};
  }
  return 1;
}

char* hclc_diagnostics_render_text(const hclc_diagnostics* diags) {
  try {
    if (diags == nullptr) return c_string("");
    return c_string(hcl::render_text(diags->list, diags->sources));
  } catch (...) {
    return nullptr;
  }
}

char* hclc_diagnostics_render_json(const hclc_diagnostics* diags) {
  try {
    return c_string(hcl::render_json(diags == nullptr ? hcl::Diagnostics{} : diags->list));
  } catch (...) {
    return nullptr;
  }
}

void hclc_string_free(char* string) { std::free(string); }

hclc_file* hclc_parse(const char* text, size_t text_length, const char* filename, hclc_syntax syntax,
                      hclc_diagnostics* diags) {
  try {
    std::optional<std::string> source = input_text(text, text_length);
    if (!source) {
      report(diags, "Missing input", "hclc_parse was given a NULL text.");
      return nullptr;
    }
    std::string name = filename != nullptr ? filename : "";
    hcl::Syntax chosen = syntax_for(syntax, name);
    DiagnosticsSink sink(diags);
    // The caller's handle keeps the source for rendering; without one a
    // parser lives only for this call (the file does not need it).
    std::optional<hcl::Parser> scratch_parser;
    hcl::Parser& parser = diags != nullptr ? diags->sources : scratch_parser.emplace();
    hcl::File file = parser.parse(std::move(*source), std::move(name), chosen, sink.list());
    return new hclc_file{std::move(file)};
  } catch (...) {
    report_exception(diags);
    return nullptr;
  }
}

void hclc_file_free(hclc_file* file) { delete file; }

char* hclc_decode(const hclc_file* file, const char* spec_text, size_t spec_length, const char* spec_filename,
                  int with_type, hclc_diagnostics* diags) {
  return hclc_decode_with_variables(file, spec_text, spec_length, spec_filename, nullptr, 0,
                                    with_type != 0 ? HCLC_DECODE_WITH_TYPE : 0u, diags);
}

char* hclc_decode_with_variables(const hclc_file* file, const char* spec_text, size_t spec_length,
                                 const char* spec_filename, const char* variables_json, size_t variables_length,
                                 unsigned flags, hclc_diagnostics* diags) {
  try {
    if (file == nullptr) {
      report(diags, "Missing input", "hclc_decode was given a NULL file.");
      return nullptr;
    }
    std::optional<std::string> spec_source = input_text(spec_text, spec_length);
    if (!spec_source) {
      report(diags, "Missing input", "hclc_decode was given a NULL spec.");
      return nullptr;
    }
    std::optional<std::string> variables_source = input_text(variables_json, variables_length);
    DiagnosticsSink sink(diags);
    std::optional<hcl::Parser> scratch_parser;
    hcl::Parser& parser = diags != nullptr ? diags->sources : scratch_parser.emplace();
    hcl::File spec_file =
        parser.parse(std::move(*spec_source), spec_filename != nullptr ? spec_filename : "spec.hcldec",
                     hcl::Syntax::Native, sink.list());
    if (sink.has_new_errors()) return nullptr;
    std::optional<hcl::Spec> spec = hcl::Spec::load(spec_file, sink.list());
    if (!spec || sink.has_new_errors()) return nullptr;
    // As `hcldec -V '{...}'` reads its argument: a body in the JSON syntax
    // whose attributes are evaluated without a context.
    std::map<std::string, hcl::Value> variables;
    if (variables_source && !variables_source->empty()) {
      hcl::File vars_file =
          parser.parse(std::move(*variables_source), "<vars argument 0>", hcl::Syntax::Json, sink.list());
      for (const hcl::Attribute& a : vars_file.body().just_attributes(sink.list()))
        variables.insert_or_assign(a.name, a.expr.value(sink.list()));
      if (sink.has_new_errors()) return nullptr;
    }
    hcl::Value value = spec->decode(file->file.body(), variables, sink.list());
    if (sink.has_new_errors()) return nullptr;
    return json_result(value, (flags & HCLC_DECODE_WITH_TYPE) != 0 ? 1 : 0, diags,
                       (flags & HCLC_DECODE_KEEP_NULLS) != 0);
  } catch (...) {
    report_exception(diags);
    return nullptr;
  }
}

char* hclc_eval_expression(const char* expression, size_t expression_length, const char* variables_json,
                           size_t variables_length, int with_type, hclc_diagnostics* diags) {
  try {
    std::optional<std::string> source = input_text(expression, expression_length);
    if (!source) {
      report(diags, "Missing input", "hclc_eval_expression was given a NULL expression.");
      return nullptr;
    }
    hcl::EvalContext ctx;
    ctx.add_standard_functions();
    std::optional<std::string> variables = input_text(variables_json, variables_length);
    if (variables && !variables->empty()) {
      hcl::Result<hcl::Value> parsed = hcl::Value::from_json(*variables);
      if (!parsed) {
        report(diags, "Invalid variables", "The variables are not valid JSON: " + parsed.error().message);
        return nullptr;
      }
      if (!parsed->type().is_object()) {
        report(diags, "Invalid variables", "The variables must be a JSON object, whose attributes name them.");
        return nullptr;
      }
      for (const auto& [name, value] : parsed->entries()) ctx.set_variable(std::string(name), value);
    }
    DiagnosticsSink sink(diags);
    std::optional<hcl::Parser> scratch_parser;
    hcl::Parser& parser = diags != nullptr ? diags->sources : scratch_parser.emplace();
    hcl::Expression parsed = parser.parse_expression(std::move(*source), "expression.hcl", sink.list());
    if (sink.has_new_errors()) return nullptr;
    hcl::Value value = parsed.value(ctx, sink.list());
    if (sink.has_new_errors()) return nullptr;
    return json_result(value, with_type, diags);
  } catch (...) {
    report_exception(diags);
    return nullptr;
  }
}

}  // extern "C"
