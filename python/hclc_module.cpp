// The Python module `hclc`: HCL configuration read into Python data, as
// python-hcl2's `load`/`loads` give it, and standalone expressions evaluated,
// on the public library alone (include/hclc/).
//
//   import hclc
//   config = hclc.loads('service "api" { port = 8080 }')   # {"service": [{"api": {"port": 8080}}]}
//   hclc.evaluate("upper(name)", {"name": "web"})          # "WEB"
//
// Errors raise hclc.HCLError (a ValueError) whose text is hclc's rendered
// diagnostics and whose .diagnostics lists them one by one; arguments of the
// wrong Python type raise TypeError. Parsing and evaluation run without the
// GIL: every call has its own Parser and EvalContext, and Python objects are
// converted to and from hcl::Value only while the GIL is held (a Python
// function called by HCL takes it back for its call).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "edit_api.h"
#include "hcl2_shape.h"
#include "hcl2_v7_shape.h"
#include "hclc/body_value.h"
#include "hclc/diagnostics.h"
#include "hclc/eval_context.h"
#include "hclc/extensions.h"
#include "hclc/function.h"
#include "hclc/parser.h"
#include "hclc/value.h"
#include "native_shape.h"

namespace py = pybind11;

namespace {

// Python containers nested deeper than this are refused as variables (a list
// that contains itself would otherwise recurse without end).
constexpr int kMaxVariableDepth = 1000;

// A value with marks (go-cty's, as Terraform's `sensitive` sets them), as
// Python sees it: hclc.Marked(value, marks), marks a frozenset of str. Results
// hold one wherever a value is marked; variables may give one to mark a value.
struct PyMarked {
  py::object value;
  py::frozenset marks;
};

// One diagnostic as Python sees it; the range fields are None when the
// diagnostic is about no place in the source.
struct PyDiagnostic {
  std::string severity;  // "error" or "warning"
  py::str summary;
  py::str detail;
  std::optional<std::string> filename = {};
  std::optional<std::uint32_t> start_line = {}, start_column = {}, start_byte = {};
  std::optional<std::uint32_t> end_line = {}, end_column = {}, end_byte = {};
};

// An unknown value in a result (evaluate(unknown=...)), with its refinements
// (docs/unknown-values.md): type as cty's JSON reads in Python, bounds as
// the decimals HCL prints.
struct PyUnknown {
  py::object type;
  bool not_null = false;
  std::string prefix;
  std::optional<std::string> lower, upper;
  bool lower_inclusive = true, upper_inclusive = true;
  std::size_t min_length = 0;
  std::optional<std::size_t> max_length;
  std::string description;  // hcl::Value::describe()
};

// Diagnostics may quote the input's bytes, which need not be UTF-8: those
// become U+FFFD rather than a UnicodeDecodeError.
py::str text_of(std::string_view utf8) {
  PyObject* text = PyUnicode_DecodeUTF8(utf8.data(), static_cast<Py_ssize_t>(utf8.size()), "replace");
  if (!text) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(text);
}

PyDiagnostic to_py_diagnostic(const hcl::Diagnostic& diagnostic) {
  PyDiagnostic result{.severity = diagnostic.severity == hcl::Severity::Error ? "error" : "warning",
                      .summary = text_of(diagnostic.summary),
                      .detail = text_of(diagnostic.detail)};
  if (diagnostic.subject) {
    const hcl::Range& range = *diagnostic.subject;
    result.filename = range.filename;
    result.start_line = range.start.line;
    result.start_column = range.start.column;
    result.start_byte = range.start.byte;
    result.end_line = range.end.line;
    result.end_column = range.end.column;
    result.end_byte = range.end.byte;
  }
  return result;
}

// HCLError, made once when the module is imported.
py::handle hcl_error_class;

// What a parse or an evaluation left: its diagnostics and, when there are
// any, hclc's text for them (rendered where the source text is at hand).
struct Outcome {
  hcl::Diagnostics diags;
  std::string rendered;

  void render(const hcl::Parser& parser) {
    if (!diags.empty()) rendered = hcl::render_text(diags, parser);
  }
};

// Raises HCLError when there are errors. (hclc declares no warnings today;
// were there some beside errors, they would be listed too.)
void raise_diagnostics(const Outcome& outcome) {
  if (!outcome.diags.has_errors()) return;
  py::list diagnostics;
  for (const hcl::Diagnostic& diagnostic : outcome.diags) diagnostics.append(to_py_diagnostic(diagnostic));
  py::object error = hcl_error_class(text_of(outcome.rendered));
  error.attr("diagnostics") = diagnostics;
  PyErr_SetObject(hcl_error_class.ptr(), error.ptr());
  throw py::error_already_set();
}

// --- Python values to hcl::Value ------------------------------------------

std::string python_type_name(py::handle object) { return py::str(py::type::of(object).attr("__name__")); }

hcl::Value number_from_text(const std::string& text) {
  hcl::Result<hcl::Value> number = hcl::Value::number_from_decimal(text);
  if (!number) throw py::value_error("not an HCL number: " + text);
  return number.value();
}

// Where a part of a Python value is, for messages: the steps from its root
// ("variables['config']['ports'][0]"), written out only when one is wanted
// (a step is a dict's key, kept as the object, or a list's index).
class VariablePath {
 public:
  using Step = std::variant<py::handle, std::size_t>;
  explicit VariablePath(std::string root) : root_(std::move(root)) {}
  void push(Step step) { steps_.push_back(step); }
  void pop() { steps_.pop_back(); }
  std::size_t depth() const { return steps_.size(); }
  std::string text() const { return text(steps_.size()); }
  // The first `count` steps.
  std::string text(std::size_t count) const {
    std::string text = root_;
    for (std::size_t i = 0; i < count; ++i) {
      const std::size_t* index = std::get_if<std::size_t>(&steps_[i]);
      text += "[" + (index ? std::to_string(*index) : std::string(py::repr(std::get<py::handle>(steps_[i])))) + "]";
    }
    return text;
  }

 private:
  std::string root_;
  std::vector<Step> steps_;
};

hcl::Value to_hcl_value(py::handle object, VariablePath& path);

hcl::Value element_value(py::handle element, VariablePath::Step step, VariablePath& path) {
  path.push(step);
  hcl::Value value = to_hcl_value(element, path);
  path.pop();
  return value;
}

hcl::Value to_hcl_value(py::handle object, VariablePath& path) {
  if (path.depth() > kMaxVariableDepth)
    throw py::value_error(path.text(1) + " is nested more than " + std::to_string(kMaxVariableDepth) + " levels deep");
  if (object.is_none()) return hcl::Value::null(hcl::Type::dynamic());
  if (py::isinstance<py::bool_>(object)) return hcl::Value::boolean(object.cast<bool>());
  // Any size: through its decimal text.
  if (py::isinstance<py::int_>(object)) return number_from_text(py::str(object));
  if (py::isinstance<py::float_>(object)) {
    const double d = object.cast<double>();
    if (std::isnan(d)) throw py::value_error(path.text() + " is NaN, which is not a number in HCL");
    if (std::isinf(d)) return number_from_text(d > 0 ? "+Inf" : "-Inf");
    return hcl::Value::number(d);
  }
  if (py::isinstance<py::str>(object)) return hcl::Value::string(object.cast<std::string>());
  if (py::isinstance<PyMarked>(object)) {
    const auto& marked = object.cast<const PyMarked&>();
    std::vector<std::string> names;
    for (py::handle name : marked.marks) names.push_back(py::cast<std::string>(name));
    return to_hcl_value(marked.value, path).with_marks(names);
  }
  if (py::isinstance<py::dict>(object)) {
    std::vector<hcl::Value::Entry> attributes;
    for (auto [key, element] : object.cast<py::dict>()) {
      if (!py::isinstance<py::str>(key))
        throw py::type_error(path.text() + " has a key of type " + python_type_name(key) + ": keys must be str");
      attributes.emplace_back(key.cast<std::string>(), element_value(element, key, path));
    }
    // Two keys that are one string once NFC-normalized make one attribute.
    hcl::Value value = hcl::Value::object(attributes);
    if (value.length() != attributes.size())
      throw py::value_error(path.text() + ": duplicate key (two keys are one string once NFC-normalized)");
    return value;
  }
  if (py::isinstance<py::list>(object) || py::isinstance<py::tuple>(object)) {
    std::vector<hcl::Value> elements;
    for (py::handle element : object) elements.push_back(element_value(element, elements.size(), path));
    return hcl::Value::tuple(elements);
  }
  // decimal.Decimal: exactly its digits (looked up last: dicts and lists are
  // far more common than it).
  if (py::isinstance(object, py::module_::import("decimal").attr("Decimal"))) {
    if (object.attr("is_nan")().cast<bool>())
      throw py::value_error(path.text() + " is NaN, which is not a number in HCL");
    return number_from_text(py::str(object));
  }
  throw py::type_error(path.text() + " is of type " + python_type_name(object) +
                       ": HCL takes None, bool, int, float, decimal.Decimal, str, list, tuple and dict");
}

// --- hcl::Value to Python ---------------------------------------------------

// How numbers that are not whole become Python objects: float by default, or
// the caller's parse_float applied to the shortest exact decimal text (as
// json.loads does), e.g. decimal.Decimal.
struct NumberReading {
  py::object parse_float;
};

// A whole number of any size from its decimal digits. Python refuses to read
// more than sys.get_int_max_str_digits() digits at once (4300 by default), so
// long ones are read in chunks.
py::object whole_number(std::string_view decimal) {
  constexpr std::size_t kChunkDigits = 4000;
  const bool negative = !decimal.empty() && decimal.front() == '-';
  if (negative) decimal.remove_prefix(1);
  py::object result = py::int_(0);
  for (std::size_t at = 0; at < decimal.size(); at += kChunkDigits) {
    const std::string_view chunk = decimal.substr(at, kChunkDigits);
    py::object chunk_value =
        py::reinterpret_steal<py::object>(PyLong_FromString(std::string(chunk).c_str(), nullptr, 10));
    if (!chunk_value) throw py::error_already_set();
    py::object scale = py::int_(10).attr("__pow__")(chunk.size());
    result = result * scale + chunk_value;
  }
  return negative ? -result : result;
}

py::object to_python(const hcl::Value& value, const NumberReading& numbers) {
  if (std::vector<std::string> marks = value.marks(); !marks.empty())
    return py::cast(PyMarked{to_python(value.unmarked(), numbers), py::frozenset(py::cast(marks))});
  if (!value.is_known()) {
    const hcl::Value::Refinements r = value.refinements().value_or(hcl::Value::Refinements{});
    return py::cast(PyUnknown{py::module_::import("json").attr("loads")(value.type().to_json()), r.not_null, r.prefix,
                              r.lower, r.upper, r.lower_inclusive, r.upper_inclusive, r.min_length, r.max_length,
                              value.describe()});
  }
  if (value.is_null()) return py::none();
  const hcl::Type type = value.type();
  switch (type.kind()) {
    case hcl::Type::Kind::String: return py::str(*value.as_string_view());
    case hcl::Type::Kind::Bool: return py::bool_(*value.as_bool());
    case hcl::Type::Kind::Number: {
      const std::string decimal = *value.as_decimal();
      // HCL's -0 (it prints as "-0") has no int form.
      if (decimal == "-0") return py::float_(-0.0);
      const bool infinite = decimal == "+Inf" || decimal == "-Inf";
      if (!infinite && decimal.find('.') == std::string::npos) return whole_number(decimal);
      if (!numbers.parse_float.is_none() && !infinite) return numbers.parse_float(decimal);
      // The nearest double to the exact value (infinity beyond double's range).
      std::optional<double> nearest = value.as_double();
      if (!nearest) return py::float_(decimal.front() == '-' ? -HUGE_VAL : HUGE_VAL);
      return py::float_(*nearest);
    }
    case hcl::Type::Kind::List:
    case hcl::Type::Kind::Set:
    case hcl::Type::Kind::Tuple: {
      py::list elements;
      for (const hcl::Value& element : value.elements()) elements.append(to_python(element, numbers));
      return elements;
    }
    case hcl::Type::Kind::Map:
    case hcl::Type::Kind::Object: {
      py::dict entries;
      for (const hcl::Value::EntryView& entry : value.entries())
        entries[py::str(entry.first.data(), entry.first.size())] = to_python(entry.second, numbers);
      return entries;
    }
    case hcl::Type::Kind::Dynamic:
    case hcl::Type::Kind::Capsule: break;
  }
  throw py::value_error("a value of type " + type.friendly_name() + " has no Python form");
}

// --- the module's functions -------------------------------------------------

// A Python callable and how numbers reach it, released with the GIL: copies
// of an hcl::Function may be destroyed while evaluation runs without it.
struct PythonFunction {
  py::object callable;
  NumberReading numbers;
};

std::shared_ptr<const PythonFunction> hold(PythonFunction function) {
  return {new PythonFunction(std::move(function)), [](const PythonFunction* held) {
            py::gil_scoped_acquire gil;
            delete held;
          }};
}

// A Python callable as an HCL function: any number of arguments of any type,
// null included, given to it as evaluate() returns values; its result read as
// variables are. It runs with the GIL, taken for the call; a Python exception
// is the call's error ("Call to function failed" with the exception's text).
hcl::Function python_function(const std::string& name, PythonFunction function) {
  std::shared_ptr<const PythonFunction> held = hold(std::move(function));
  return hcl::Function(
      {.variadic = hcl::Parameter{.name = "args", .type = hcl::Type::dynamic(), .allow_null = true},
       .result_type = hcl::Function::returns(hcl::Type::dynamic()),
       .implementation = [held, name](std::span<const hcl::Value> args, const hcl::Type&) -> hcl::Result<hcl::Value> {
         py::gil_scoped_acquire gil;
         try {
           py::tuple arguments(args.size());
           for (std::size_t i = 0; i < args.size(); ++i) arguments[i] = to_python(args[i], held->numbers);
           VariablePath path("the result of " + name + "()");
           return to_hcl_value(held->callable(*arguments), path);
         } catch (const py::error_already_set& error) {  // "KeyError: 'k'", without pybind11's traceback
           return hcl::Error{python_type_name(error.value()) + ": " + std::string(py::str(error.value()))};
         } catch (const std::exception& error) {  // a result that cannot be read, as variables are refused
           return hcl::Error{error.what()};
         }
       }});
}

// The standard library, the caller's functions (a dict of callables, which
// add to it or replace some of it) and variables (a dict); all keys are str.
// With no variables, the context has none, and a reference to one is
// "Variables not allowed", as in the reference.
hcl::EvalContext make_context(const py::object& variables, const py::object& functions, const NumberReading& numbers,
                              const py::object& terraform = py::bool_(false)) {
  hcl::EvalContext ctx;
  ctx.add_standard_functions();
  // Terraform's functions: True, or the directory file() and templatefile() may read in.
  if (py::isinstance<py::str>(terraform))
    hcl::add_terraform_functions(ctx, {.granted_directory = terraform.cast<std::string>()});
  else if (!py::isinstance<py::bool_>(terraform))
    throw py::type_error("terraform must be a bool or a directory (str), not " + python_type_name(terraform));
  else if (terraform.cast<bool>())
    hcl::add_terraform_functions(ctx);
  auto items = [](const py::object& dict, const char* what) {
    if (!py::isinstance<py::dict>(dict))
      throw py::type_error(std::string(what) + " must be a dict, not " + python_type_name(dict));
    for (auto [name, value] : dict.cast<py::dict>())
      if (!py::isinstance<py::str>(name))
        throw py::type_error(std::string(what) + " has a key of type " + python_type_name(name) +
                             ": names must be str");
    return dict.cast<py::dict>();
  };
  if (!functions.is_none()) {
    for (auto [name, callable] : items(functions, "functions")) {
      if (!PyCallable_Check(callable.ptr()))
        throw py::type_error("functions[" + std::string(py::repr(name)) + "] is of type " + python_type_name(callable) +
                             ", not a callable");
      const std::string function_name = name.cast<std::string>();
      ctx.add_function(function_name,
                       python_function(function_name, {py::reinterpret_borrow<py::object>(callable), numbers}));
    }
  }
  if (variables.is_none()) return ctx;
  for (auto [name, value] : items(variables, "variables")) {
    VariablePath path("variables");
    ctx.set_variable(name.cast<std::string>(), element_value(value, name, path));
  }
  return ctx;
}

hcl::Syntax choose_syntax(const std::optional<std::string>& syntax, std::string_view filename) {
  if (!syntax) return filename.ends_with(".json") ? hcl::Syntax::Json : hcl::Syntax::Native;
  if (*syntax == "native") return hcl::Syntax::Native;
  if (*syntax == "json") return hcl::Syntax::Json;
  throw py::value_error("syntax must be 'native', 'json' or None (by the filename), not '" + *syntax + "'");
}

// Text to parse: str as UTF-8, bytes as they are (invalid UTF-8 is then a
// diagnostic, not a Python error).
std::string source_text(const py::handle& text, const char* what) {
  if (py::isinstance<py::str>(text)) return text.cast<std::string>();
  if (py::isinstance<py::bytes>(text)) return std::string(text.cast<py::bytes>());
  throw py::type_error(std::string(what) + " must be str or bytes, not " + python_type_name(text));
}

py::object loads(const py::object& text, const std::string& filename, const std::optional<std::string>& syntax,
                 bool evaluate, const py::object& variables, const py::object& functions, const py::object& parse_float,
                 const py::object& terraform, bool with_meta, bool dynamic_blocks) {
  std::string source = source_text(text, "text");
  const hcl::Syntax chosen = choose_syntax(syntax, filename);
  if (with_meta && chosen == hcl::Syntax::Json)
    throw py::value_error("with_meta needs the native syntax (a JSON body's blocks are not told from attributes)");
  if (!evaluate && !(variables.is_none() && functions.is_none()))
    throw py::type_error("variables and functions are only used with evaluate=True");
  const bool uses_terraform = !py::isinstance<py::bool_>(terraform) || terraform.cast<bool>();
  if (!evaluate && uses_terraform) throw py::type_error("terraform is only used with evaluate=True");
  if (!evaluate && dynamic_blocks) throw py::type_error("dynamic_blocks is only used with evaluate=True");
  std::optional<hcl::EvalContext> ctx;
  if (evaluate) ctx = make_context(variables, functions, {parse_float}, terraform);
  Outcome outcome;
  hcl::Value config;
  hcl::Parser parser;
  std::optional<hcl::File> file;
  std::optional<hcl::Body> body;  // the file's, or its expansion's
  {
    py::gil_scoped_release release;
    file = parser.parse(source, filename, chosen, outcome.diags);
    body = dynamic_blocks ? hcl::expand_dynamic_blocks(file->body(), *ctx) : file->body();
    if (!outcome.diags.has_errors())
      config = ctx ? hcl::body_value(*body, *ctx, outcome.diags) : hcl::body_source_value(*body, parser, outcome.diags);
    outcome.render(parser);
  }
  raise_diagnostics(outcome);
  py::object shaped = to_python(config, {parse_float});
  if (!py::isinstance<py::dict>(shaped)) return shaped;
  hclc_python::ValueToPython kept_as_source;
  if (!evaluate) kept_as_source = [&parse_float](const hcl::Value& value) { return to_python(value, {parse_float}); };
  return hclc_python::in_source_order(shaped.cast<py::dict>(), *body, source, with_meta, kept_as_source);
}

// A path (str or os.PathLike) is read as bytes; anything with read() is read
// as a file object, named by its `name` when that is a str.
py::object load(const py::object& file, const std::optional<std::string>& filename,
                const std::optional<std::string>& syntax, bool evaluate, const py::object& variables,
                const py::object& functions, const py::object& parse_float, const py::object& terraform, bool with_meta,
                bool dynamic_blocks) {
  const py::module_ os = py::module_::import("os");
  if (py::isinstance<py::str>(file) || py::isinstance<py::bytes>(file) || py::isinstance(file, os.attr("PathLike"))) {
    const std::string path = os.attr("fsdecode")(file).cast<std::string>();
    py::object bytes = py::module_::import("pathlib").attr("Path")(path).attr("read_bytes")();
    return loads(bytes, filename.value_or(path), syntax, evaluate, variables, functions, parse_float, terraform,
                 with_meta, dynamic_blocks);
  }
  if (!py::hasattr(file, "read"))
    throw py::type_error("load takes a path or a file object, not " + python_type_name(file));
  std::string name = "<file>";
  if (filename)
    name = *filename;
  else if (py::hasattr(file, "name") && py::isinstance<py::str>(file.attr("name")))
    name = file.attr("name").cast<std::string>();
  return loads(file.attr("read")(), name, syntax, evaluate, variables, functions, parse_float, terraform, with_meta,
               dynamic_blocks);
}

// Unknown variables of evaluate(unknown=...): each a type as cty's JSON reads
// in Python ("string", ["list", "string"]), or a dict of "type" and
// refinements ("not_null", "prefix", "lower", "upper", "lower_inclusive",
// "upper_inclusive", "min_length", "max_length"), as `hclc eval -U` takes.
void add_unknown_variables(hcl::EvalContext& ctx, const py::object& unknown) {
  if (unknown.is_none()) return;
  if (!py::isinstance<py::dict>(unknown))
    throw py::type_error("unknown must be a dict, not " + python_type_name(unknown));
  const py::object dumps = py::module_::import("json").attr("dumps");
  for (auto [name, spec] : unknown.cast<py::dict>()) {
    const std::string where = "unknown[" + std::string(py::repr(name)) + "]";
    const bool refined = py::isinstance<py::dict>(spec);
    const py::dict fields = refined ? spec.cast<py::dict>() : py::dict();
    const hcl::Result<hcl::Type> type =
        hcl::Type::from_json(dumps(refined ? fields.attr("get")("type") : spec).cast<std::string>());
    if (!type) throw py::value_error(where + ": " + type.error().message);
    hcl::Value::Refinements r;
    auto field = [&](const char* key) { return fields.contains(key) ? py::object(fields[key]) : py::object(); };
    auto decimal = [&](const char* key) -> std::optional<std::string> {
      const py::object v = field(key);
      return v ? std::optional(py::str(v).cast<std::string>()) : std::nullopt;
    };
    if (const py::object v = field("not_null")) r.not_null = v.cast<bool>();
    if (const py::object v = field("prefix")) r.prefix = v.cast<std::string>();
    r.lower = decimal("lower");
    r.upper = decimal("upper");
    if (const py::object v = field("lower_inclusive")) r.lower_inclusive = v.cast<bool>();
    if (const py::object v = field("upper_inclusive")) r.upper_inclusive = v.cast<bool>();
    if (const py::object v = field("min_length")) r.min_length = v.cast<std::size_t>();
    if (const py::object v = field("max_length")) r.max_length = v.cast<std::size_t>();
    hcl::Result<hcl::Value> value = hcl::Value::unknown(*type, r);
    if (!value) throw py::value_error(where + ": " + value.error().message);
    ctx.set_variable(name.cast<std::string>(), *value);
  }
}

py::object evaluate(const py::object& expression, const py::object& variables, const py::object& functions,
                    const std::string& filename, bool is_template, const py::object& parse_float,
                    const py::object& terraform, const py::object& unknown) {
  std::string source = source_text(expression, "expression");
  hcl::EvalContext ctx = make_context(variables, functions, {parse_float}, terraform);
  add_unknown_variables(ctx, unknown);
  Outcome outcome;
  hcl::Value value;
  {
    py::gil_scoped_release release;
    hcl::Parser parser;
    const hcl::Expression parsed = is_template ? parser.parse_template(std::move(source), filename, outcome.diags)
                                               : parser.parse_expression(std::move(source), filename, outcome.diags);
    if (!outcome.diags.has_errors()) value = parsed.value(ctx, outcome.diags);
    outcome.render(parser);
  }
  raise_diagnostics(outcome);
  return to_python(value, {parse_float});
}

std::string range_text(const PyDiagnostic& diagnostic) {
  if (!diagnostic.filename) return "";
  return " " + *diagnostic.filename + ":" + std::to_string(*diagnostic.start_line) + "," +
         std::to_string(*diagnostic.start_column) + "-" + std::to_string(*diagnostic.end_line) + "," +
         std::to_string(*diagnostic.end_column);
}

}  // namespace

PYBIND11_MODULE(hclc, module) {
  module.doc() =
      "HCL (HashiCorp Configuration Language) v2 read into Python data, as python-hcl2 gives it, and "
      "expressions evaluated, by the hclc library.";

  // Made by the interpreter's own function, so that it is an ordinary Python
  // exception class; the module keeps it alive.
  py::object hcl_error = py::reinterpret_steal<py::object>(
      PyErr_NewExceptionWithDoc("hclc.HCLError",
                                "HCL that does not parse or evaluate. str() is hclc's rendered text of the "
                                "diagnostics; .diagnostics lists them (hclc.Diagnostic).",
                                PyExc_ValueError, nullptr));
  if (!hcl_error) throw py::error_already_set();
  module.add_object("HCLError", hcl_error);
  hcl_error_class = hcl_error.release();
  hclc_python::add_hcl2_module(module, hcl_error_class);
  hclc_python::add_hcl2_v7_module(module, hcl_error_class);
  hclc_python::add_edit_api(module, {.to_value =
                                         [](py::handle value, const std::string& where) {
                                           VariablePath path(where);
                                           return to_hcl_value(value, path);
                                         },
                                     .raise_errors =
                                         [](const hcl::Diagnostics& diags, const std::string& rendered) {
                                           raise_diagnostics(Outcome{diags, rendered});
                                         }});

  py::class_<PyMarked>(module, "Marked",
                       "A value with marks, as go-cty and Terraform's sensitive() carry them: .value (the value "
                       "as Python data) and .marks (a frozenset of str, e.g. {'sensitive'}). Results hold one "
                       "wherever a value is marked; a variable given as one is marked.")
      .def(py::init([](py::object value, const py::iterable& marks) {
             return PyMarked{std::move(value), py::frozenset(marks)};
           }),
           py::arg("value"), py::arg("marks"))
      .def_readonly("value", &PyMarked::value)
      .def_readonly("marks", &PyMarked::marks)
      .def("__eq__",
           [](const PyMarked& self, const py::object& other) {
             if (!py::isinstance<PyMarked>(other)) return false;
             const auto& that = other.cast<const PyMarked&>();
             return self.value.equal(that.value) && self.marks.equal(that.marks);
           })
      .def("__repr__", [](const PyMarked& marked) {
        return "Marked(" + std::string(py::repr(marked.value)) + ", " + std::string(py::repr(marked.marks)) + ")";
      });

  py::class_<PyDiagnostic>(module, "Diagnostic",
                           "One problem hclc found: severity ('error' or 'warning'), summary, detail, and the "
                           "source range it is about (filename, start/end line and column from 1, byte offset "
                           "from 0; None when it is about no place).")
      .def_readonly("severity", &PyDiagnostic::severity)
      .def_readonly("summary", &PyDiagnostic::summary)
      .def_readonly("detail", &PyDiagnostic::detail)
      .def_readonly("filename", &PyDiagnostic::filename)
      .def_readonly("start_line", &PyDiagnostic::start_line)
      .def_readonly("start_column", &PyDiagnostic::start_column)
      .def_readonly("start_byte", &PyDiagnostic::start_byte)
      .def_readonly("end_line", &PyDiagnostic::end_line)
      .def_readonly("end_column", &PyDiagnostic::end_column)
      .def_readonly("end_byte", &PyDiagnostic::end_byte)
      .def("__repr__", [](const PyDiagnostic& diagnostic) {
        return "<hclc.Diagnostic " + diagnostic.severity + range_text(diagnostic) + ": " +
               diagnostic.summary.cast<std::string>() + ">";
      });

  module.def("loads", &loads, py::arg("text"), py::arg("filename") = "<string>", py::kw_only(),
             py::arg("syntax") = py::none(), py::arg("evaluate") = false, py::arg("variables") = py::none(),
             py::arg("functions") = py::none(), py::arg("parse_float") = py::none(), py::arg("terraform") = false,
             py::arg("with_meta") = false, py::arg("dynamic_blocks") = false,
             "A configuration's text (str or bytes) as a dict shaped as python-hcl2's: attributes by name, "
             "each block type a list of its blocks, labels nested as dicts.\n\n"
             "By default expressions are kept as python-hcl2 keeps them: a constant is its value, a string "
             "template its text between the quotes ('web-${var.env}'), anything else '${' + its source + "
             "'}'. evaluate=True evaluates them with the standard functions, `functions` (a dict of "
             "callables) and `variables` (a dict).\n"
             "syntax: 'native' or 'json'; None chooses JSON for a filename ending in '.json'.\n"
             "parse_float: called with the exact decimal text of each number that is not whole "
             "(e.g. decimal.Decimal); float by default. Whole numbers are int.\n"
             "With evaluate=True: terraform=True adds Terraform's functions (a str: the directory file() and "
             "templatefile() may read in); dynamic_blocks=True expands each `dynamic \"x\"` block into the `x` "
             "blocks its for_each and content make, where it stands (docs/python.md).\n"
             "Keys come in source order. with_meta=True adds __start_line__, __end_line__ and __range__ to each "
             "block's dict and __attribute_ranges__ (name -> range dict) to each body's (native syntax only).\n"
             "Raises HCLError for input with errors.");
  module.def("load", &load, py::arg("file"), py::arg("filename") = py::none(), py::kw_only(),
             py::arg("syntax") = py::none(), py::arg("evaluate") = false, py::arg("variables") = py::none(),
             py::arg("functions") = py::none(), py::arg("parse_float") = py::none(), py::arg("terraform") = false,
             py::arg("with_meta") = false, py::arg("dynamic_blocks") = false,
             "loads() of a file: a path (str or os.PathLike) or a file object (text or binary); the filename "
             "in diagnostics is the path, or the file object's name.");
  py::class_<PyUnknown>(module, "Unknown",
                        "An unknown value in evaluate()'s result (given unknown=...): its type (cty's JSON) and "
                        "what is known of it, go-cty's refinements: not_null, prefix (strings), lower, upper, "
                        "lower_inclusive, upper_inclusive (numbers, bounds as decimal str or None), "
                        "min_length, max_length (collections).")
      .def_readonly("type", &PyUnknown::type)
      .def_readonly("not_null", &PyUnknown::not_null)
      .def_readonly("prefix", &PyUnknown::prefix)
      .def_readonly("lower", &PyUnknown::lower)
      .def_readonly("upper", &PyUnknown::upper)
      .def_readonly("lower_inclusive", &PyUnknown::lower_inclusive)
      .def_readonly("upper_inclusive", &PyUnknown::upper_inclusive)
      .def_readonly("min_length", &PyUnknown::min_length)
      .def_readonly("max_length", &PyUnknown::max_length)
      .def("__repr__", [](const PyUnknown& unknown) { return "<hclc.Unknown " + unknown.description + ">"; });

  module.def("evaluate", &evaluate, py::arg("expression"), py::arg("variables") = py::none(), py::kw_only(),
             py::arg("functions") = py::none(), py::arg("filename") = "<expression>", py::arg("template") = false,
             py::arg("parse_float") = py::none(), py::arg("terraform") = false, py::arg("unknown") = py::none(),
             "The value of one HCL expression ('upper(name)', 'var.port + 1') with the standard functions and "
             "`variables` (a dict: None, bool, int, float, decimal.Decimal, str, list, tuple, dict), and "
             "`functions` (a dict of callables, called with the arguments' values; their exceptions are "
             "the calls' errors). "
             "template=True reads the text as a template ('Hello, ${name}!'). terraform=True adds Terraform's "
             "functions (a str: the directory file() and templatefile() may read in). Results: None, bool, int "
             "(whole numbers, any size), float (or parse_float's), str, list (lists, sets, tuples), dict. "
             "unknown={name: type or {'type': type, 'not_null': True, 'prefix': 'ab', ...}} gives unknown "
             "variables; an unknown result (or element) is an hclc.Unknown with its refinements. "
             "Raises HCLError for errors.");
}
