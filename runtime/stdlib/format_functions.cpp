// format formatlist: the reference's printf-like language. A verb is
//   % flags* width? ("." precision?)? ("[" n "]")? verb
// with flags "+- #0", and verbs v t b d o x X e E f g G s q (and %%).
#include <gmp.h>
#include <mpfr.h>

#include <algorithm>
#include <memory>
#include <string>

#include "runtime/convert.h"
#include "runtime/json.h"
#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"
#include "runtime/text.h"

namespace hclc {

namespace {

using namespace stdlib_support;

// Widths and precisions beyond this are refused rather than allocated.
constexpr std::size_t kMaxWidth = 1'000'000;

struct Verb {
  bool plus = false, minus = false, space = false, sharp = false, zero = false;
  std::optional<std::size_t> width;
  std::optional<std::size_t> precision;
  std::optional<std::size_t> argument;  // explicit 1-based index
  char verb = 0;
  std::size_t offset = 0;  // of the '%'
  std::string text;        // the whole verb as written
};

// A format error, with the index into the format's arguments at fault, if any.
struct FormatError {
  std::string message;
  std::optional<std::size_t> argument;
};

// --- numbers -------------------------------------------------------------------

// A finite nonzero number as decimal digits without leading or trailing
// zeros, and an exponent: value = 0.digits × 10^exponent.
struct Decimal {
  std::string digits;
  long exponent = 0;
};

// Beyond this binary exponent the exact expansion would be too long to build;
// the shortest decimal stands in for it.
constexpr long kMaxExactBinaryExponent = 20'000;

Decimal shortest_decimal(const Number& n) {
  Result<std::string> text = n.to_string();
  std::string s = text ? *text : "0";
  if (!s.empty() && s[0] == '-') s.erase(0, 1);
  std::size_t point = s.find('.');
  std::string integer = s.substr(0, point);
  std::string fraction = point == std::string::npos ? "" : s.substr(point + 1);
  std::string all = integer + fraction;
  long exponent = static_cast<long>(integer.size());
  std::size_t first = all.find_first_not_of('0');
  if (first == std::string::npos) return {};
  exponent -= static_cast<long>(first);
  all.erase(0, first);
  while (!all.empty() && all.back() == '0') all.pop_back();
  return {all, exponent};
}

// The exact decimal expansion of a finite number (Go rounds that, not the
// shortest form): the shortest form read back at the number's precision is
// the number itself, m × 2^e, whose digits are those of m × 5^-e when e < 0.
Decimal to_decimal(const Number& n) {
  Result<std::string> text = n.to_string();
  if (!text || n.is_zero()) return {};
  mpfr_t x;
  mpfr_init2(x, static_cast<mpfr_prec_t>(n.precision()));
  mpfr_set_str(x, text->c_str(), 10, MPFR_RNDN);
  mpfr_abs(x, x, MPFR_RNDN);
  mpz_t m;
  mpz_init(m);
  mpfr_exp_t e = mpfr_get_z_2exp(m, x);
  mpfr_clear(x);
  Decimal d;
  if (e > kMaxExactBinaryExponent || e < -kMaxExactBinaryExponent) {
    mpz_clear(m);
    return shortest_decimal(n);
  }
  long shift = 0;
  if (e >= 0) {
    mpz_mul_2exp(m, m, static_cast<mp_bitcnt_t>(e));
  } else {
    mpz_t five;
    mpz_init(five);
    mpz_ui_pow_ui(five, 5, static_cast<unsigned long>(-e));
    mpz_mul(m, m, five);
    mpz_clear(five);
    shift = static_cast<long>(e);
  }
  std::unique_ptr<char, void (*)(void*)> digits(mpz_get_str(nullptr, 10, m), std::free);
  mpz_clear(m);
  d.digits = digits.get();
  d.exponent = static_cast<long>(d.digits.size()) + shift;
  while (!d.digits.empty() && d.digits.back() == '0') d.digits.pop_back();
  return d;
}

// Rounds to n significant digits, half to even (the digits are exact).
void round_decimal(Decimal& d, long n) {
  if (n < 0 || n >= static_cast<long>(d.digits.size())) return;
  auto at = static_cast<std::size_t>(n);
  bool up;
  if (d.digits[at] == '5' && at + 1 == d.digits.size()) {
    up = at > 0 && ((d.digits[at - 1] - '0') & 1) != 0;
  } else {
    up = d.digits[at] >= '5';
  }
  d.digits.resize(at);
  if (up) {
    std::size_t i = at;
    while (i > 0 && d.digits[i - 1] == '9') --i;
    if (i == 0) {
      d.digits = "1";
      ++d.exponent;
    } else {
      d.digits.resize(i);
      ++d.digits[i - 1];
    }
  }
  while (!d.digits.empty() && d.digits.back() == '0') d.digits.pop_back();
  if (d.digits.empty()) d.exponent = 0;
}

char digit_at(const Decimal& d, long i) {
  return i >= 0 && i < static_cast<long>(d.digits.size()) ? d.digits[static_cast<std::size_t>(i)] : '0';
}

std::string format_e(const Decimal& d, char e, long precision) {
  std::string out(1, d.digits.empty() ? '0' : d.digits[0]);
  if (precision > 0) {
    out += '.';
    for (long i = 1; i <= precision; ++i) out += digit_at(d, i);
  }
  out += e;
  long exponent = d.digits.empty() ? 0 : d.exponent - 1;
  out += exponent < 0 ? '-' : '+';
  if (exponent < 0) exponent = -exponent;
  if (exponent < 10) out += '0';
  return out + std::to_string(exponent);
}

std::string format_f(const Decimal& d, long precision) {
  std::string out;
  if (d.exponent > 0) {
    for (long i = 0; i < d.exponent; ++i) out += digit_at(d, i);
  } else {
    out = "0";
  }
  if (precision > 0) {
    out += '.';
    for (long i = 0; i < precision; ++i) out += digit_at(d, d.exponent + i);
  }
  return out;
}

// Go's big.Float text forms, without the sign; precision < 0 is "shortest".
std::string float_text(const Number& n, char verb, long precision) {
  bool shortest = precision < 0;
  Decimal d = shortest ? shortest_decimal(n) : to_decimal(n);
  char lower = static_cast<char>(verb == 'E' || verb == 'G' ? verb + ('a' - 'A') : verb);
  if (shortest) {
    if (lower == 'e') precision = static_cast<long>(d.digits.size()) - 1;
    if (lower == 'f') precision = std::max(static_cast<long>(d.digits.size()) - d.exponent, 0L);
    if (lower == 'g') precision = static_cast<long>(d.digits.size());
  } else if (lower == 'e') {
    round_decimal(d, 1 + precision);
  } else if (lower == 'f') {
    round_decimal(d, d.exponent + precision);
  } else {
    if (precision == 0) precision = 1;
    round_decimal(d, precision);
  }
  char e = verb == 'E' || verb == 'G' ? 'E' : 'e';
  if (lower == 'e') return format_e(d, e, precision);
  if (lower == 'f') return format_f(d, precision);
  long digits = static_cast<long>(d.digits.size());
  long exponent_precision = precision;
  if (exponent_precision > digits && digits >= d.exponent) exponent_precision = digits;
  if (shortest) exponent_precision = 6;
  long exponent = d.exponent - 1;
  if (exponent < -4 || exponent >= exponent_precision) {
    if (precision > digits) precision = digits;
    return format_e(d, e, precision - 1);
  }
  if (precision > d.exponent) precision = digits;
  return format_f(d, std::max(precision - d.exponent, 0L));
}

std::string pad(std::string text, std::size_t width, bool left_justify, char fill = ' ') {
  std::size_t length = to_code_points(text).size();
  if (length >= width) return text;
  std::string padding(width - length, fill);
  return left_justify ? text + padding : padding + text;
}

std::string format_float(const Verb& v, const Number& n, char verb, long precision) {
  std::string body = n.is_infinity() ? "Inf" : float_text(n, verb, precision);
  std::string sign;
  if (n.is_negative()) {
    sign = "-";
  } else if (n.is_infinity()) {
    sign = v.space ? " " : "+";
  } else if (v.plus) {
    sign = "+";
  } else if (v.space) {
    sign = " ";
  }
  std::size_t width = v.width.value_or(0);
  std::size_t length = sign.size() + body.size();
  std::size_t padding = width > length ? width - length : 0;
  if (v.zero && !v.minus && !n.is_infinity()) return sign + std::string(padding, '0') + body;
  if (v.minus) return sign + body + std::string(padding, ' ');
  return std::string(padding, ' ') + sign + body;
}

std::string format_integer(const Verb& v, const Number& n) {
  Result<std::string> decimal = n.to_string();
  std::string text = decimal ? *decimal : "0";
  bool negative = !text.empty() && text[0] == '-';
  if (negative) text.erase(0, 1);
  int base = v.verb == 'b' ? 2 : v.verb == 'o' ? 8 : v.verb == 'd' ? 10 : 16;
  std::string digits = text;
  if (base != 10) {
    mpz_t z;
    mpz_init_set_str(z, text.c_str(), 10);
    std::unique_ptr<char, void (*)(void*)> converted(mpz_get_str(nullptr, base, z), std::free);
    digits = converted.get();
    mpz_clear(z);
    if (v.verb == 'X')
      std::transform(digits.begin(), digits.end(), digits.begin(),
                     [](char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); });
  }
  negative = negative && digits != "0";
  std::size_t zeros = 0;
  if (v.precision) {
    if (digits.size() < *v.precision) {
      zeros = *v.precision - digits.size();
    } else if (digits == "0" && *v.precision == 0) {
      return "";
    }
  }
  std::string prefix;
  if (v.sharp) {
    if (v.verb == 'b') prefix = "0b";
    if (v.verb == 'o') prefix = "0";
    if (v.verb == 'x') prefix = "0x";
    if (v.verb == 'X') prefix = "0X";
  }
  std::string sign = negative ? "-" : v.plus ? "+" : v.space ? " " : "";
  std::size_t length = sign.size() + prefix.size() + zeros + digits.size();
  std::size_t left = 0;
  std::size_t right = 0;
  if (v.width && length < *v.width) {
    std::size_t d = *v.width - length;
    if (v.minus) {
      right = d;
    } else if (v.zero && !v.precision) {
      zeros = d;
    } else {
      left = d;
    }
  }
  return std::string(left, ' ') + sign + prefix + std::string(zeros, '0') + digits + std::string(right, ' ');
}

// --- one verb --------------------------------------------------------------------

Result<std::string> format_one(const Verb& v, const Value& value) {
  auto unsupported = [&](const std::string& why) {
    return Error{"unsupported value for " + go_quote(v.text) + " at " + std::to_string(v.offset) + ": " + why};
  };
  auto converted = [&](const Type& type) -> Result<Value> {
    Result<Value> c = convert(value, type);
    if (!c) return unsupported(c.error().message);
    return c;
  };
  auto pad_text = [&](std::string text) {
    return pad(std::move(text), v.width.value_or(0), v.minus, v.zero ? '0' : ' ');
  };
  if (value.is_null()) {
    if (v.verb == 'v') return pad_text("null");
    return unsupported("null value cannot be formatted");
  }
  switch (v.verb) {
    case 'v': {
      const Type& t = value.type();
      if (!v.sharp && t == Type::number()) return format_float(v, value.as_number(), 'g', -1);
      if (!v.sharp && t == Type::string()) return pad_text(value.as_string());
      if (!v.sharp && t == Type::boolean()) return pad_text(value.as_bool() ? "true" : "false");
      Result<std::string> json = value_to_json(value);
      if (!json) return unsupported(json.error().message);
      return pad_text(*json);
    }
    case 't': {
      Result<Value> b = converted(Type::boolean());
      if (!b) return b.error();
      return std::string(b->as_bool() ? "true" : "false");
    }
    case 'b':
    case 'd':
    case 'o':
    case 'x':
    case 'X': {
      Result<Value> n = converted(Type::number());
      if (!n) return n.error();
      if (!n->as_number().is_integer()) return unsupported("an integer is required");
      return format_integer(v, n->as_number());
    }
    case 'e':
    case 'E':
    case 'f':
    case 'g':
    case 'G': {
      Result<Value> n = converted(Type::number());
      if (!n) return n.error();
      long precision = v.precision ? static_cast<long>(*v.precision) : (v.verb == 'g' || v.verb == 'G' ? -1 : 6);
      return format_float(v, n->as_number(), v.verb, precision);
    }
    case 's': {
      Result<Value> s = converted(Type::string());
      if (!s) return s.error();
      std::string text = s->as_string();
      if (v.precision) {
        std::u32string code_points = to_code_points(text);
        if (code_points.size() > *v.precision) text = to_utf8(std::u32string_view(code_points).substr(0, *v.precision));
      }
      return pad_text(std::move(text));
    }
    case 'q': {
      Result<Value> s = converted(Type::string());
      if (!s) return s.error();
      return pad_text(json_quote(s->as_string()));
    }
    default:
      return Error{"unsupported format verb '" + std::string(1, v.verb) + "' in " + go_quote(v.text) + " at offset " +
                   std::to_string(v.offset)};
  }
}

// --- the format string ---------------------------------------------------------------

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Reads digits at `i` into `out`, refusing numbers beyond kMaxWidth.
std::optional<FormatError> read_number(std::string_view f, std::size_t& i, std::size_t& out) {
  out = 0;
  while (i < f.size() && is_digit(f[i])) {
    out = out * 10 + static_cast<std::size_t>(f[i] - '0');
    if (out > kMaxWidth) {
      return FormatError{
          "width or precision at offset " + std::to_string(i) + " is larger than " + std::to_string(kMaxWidth),
          std::nullopt};
    }
    ++i;
  }
  return std::nullopt;
}

// Formats with the given arguments; reports how many were used.
Result<std::string> format_values(std::string_view f, std::span<const Value> args, FormatError& failure) {
  std::string out;
  std::size_t next_argument = 0;
  std::size_t used = 0;
  auto fail = [&](FormatError e) -> Result<std::string> {
    failure = std::move(e);
    return Error{failure.message};
  };
  for (std::size_t i = 0; i < f.size();) {
    if (f[i] != '%') {
      out += f[i++];
      continue;
    }
    Verb v;
    v.offset = i;
    ++i;
    if (i >= f.size()) return fail({"invalid format string starting at offset " + std::to_string(i), std::nullopt});
    if (f[i] == '%') {
      out += '%';
      ++i;
      continue;
    }
    for (; i < f.size(); ++i) {
      char c = f[i];
      if (c == '+')
        v.plus = true;
      else if (c == '-')
        v.minus = true;
      else if (c == ' ')
        v.space = true;
      else if (c == '#')
        v.sharp = true;
      else if (c == '0')
        v.zero = true;
      else
        break;
    }
    if (i < f.size() && is_digit(f[i])) {
      std::size_t width = 0;
      if (auto e = read_number(f, i, width)) return fail(*e);
      v.width = width;
    }
    if (i < f.size() && f[i] == '.') {
      ++i;
      std::size_t precision = 0;
      if (auto e = read_number(f, i, precision)) return fail(*e);
      v.precision = precision;
    }
    if (i < f.size() && f[i] == '[') {
      ++i;
      if (i >= f.size() || !is_digit(f[i]) || f[i] == '0') {
        if (i >= f.size()) return fail({"invalid format string starting at offset " + std::to_string(i), std::nullopt});
        return fail({"unrecognized format character '" + std::string(1, f[i]) + "' at offset " + std::to_string(i),
                     std::nullopt});
      }
      std::size_t index = 0;
      if (auto e = read_number(f, i, index)) return fail(*e);
      if (i >= f.size()) return fail({"invalid format string starting at offset " + std::to_string(i), std::nullopt});
      if (f[i] != ']') {
        return fail({"unrecognized format character '" + std::string(1, f[i]) + "' at offset " + std::to_string(i),
                     std::nullopt});
      }
      ++i;
      v.argument = index;
    }
    if (i >= f.size()) return fail({"invalid format string starting at offset " + std::to_string(i), std::nullopt});
    char verb = f[i];
    if (!((verb >= 'a' && verb <= 'z') || (verb >= 'A' && verb <= 'Z'))) {
      // A multi-byte character is reported by its first byte's offset.
      const std::size_t length = code_point_at(f, i).length;
      return fail(
          {"unrecognized format character '" + std::string(f.substr(i, length)) + "' at offset " + std::to_string(i),
           std::nullopt});
    }
    v.verb = verb;
    ++i;
    v.text = std::string(f.substr(v.offset, i - v.offset));
    if (v.argument) next_argument = *v.argument - 1;
    if (next_argument >= args.size()) {
      return fail({"not enough arguments for " + go_quote(v.text) + " at " + std::to_string(v.offset) +
                       ": need index " + std::to_string(next_argument + 1) + " but have " +
                       std::to_string(args.size()) + " total",
                   std::nullopt});
    }
    Result<std::string> text = format_one(v, args[next_argument]);
    if (!text) return fail({text.error().message, std::nullopt});
    out += *text;
    if (out.size() > kMaxResultBytes) return fail({"the result would be too long", std::nullopt});
    ++next_argument;
    used = std::max(used, next_argument);
  }
  if (used < args.size()) {
    if (used == 0) return fail({"too many arguments; no verbs in format string", used});
    return fail({"too many arguments; only " + std::to_string(used) + " used by format string", used});
  }
  return out;
}

Function format_function() {
  return Function({
      .parameters = {parameter("format", Type::string(), kDynamicOk)},
      .variadic =
          parameter("args", Type::dynamic(), {.allow_null = true, .allow_unknown = true, .allow_dynamic = true}),
      .result_type = Function::returns(Type::string()),
      .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
        // With an argument not wholly known the text is not known, but it
        // starts with the format's text before its first verb.
        for (const Value& a : args.subspan(1)) {
          if (a.is_wholly_known()) continue;
          std::string_view format = args[0].as_string();
          Refinement start;
          if (std::size_t verb = format.find('%'); verb != std::string_view::npos && verb > 0)
            start.prefix = safe_known_prefix(normalize_nfc(format.substr(0, verb)));
          return Value::unknown(Type::string(), start);
        }
        FormatError failure;
        Result<std::string> text = format_values(args[0].as_string(), args.subspan(1), failure);
        if (!text) {
          if (failure.argument) return argument_error(1 + *failure.argument, failure.message);
          return Error{failure.message};
        }
        return Value::string(*text);
      },
  });
}

bool is_iterated(const Value& v) {
  const Type& t = v.type();
  return !v.is_null() && (t.is_list() || t.is_tuple() || t.is_set());
}

Function formatlist_function() {
  return Function({
      .parameters = {parameter("format", Type::string(), kDynamicOk)},
      .variadic =
          parameter("args", Type::dynamic(), {.allow_null = true, .allow_unknown = true, .allow_dynamic = true}),
      .result_type = Function::returns(Type::list(Type::string())),
      .implementation = [](std::span<const Value> args, const Type& type) -> Result<Value> {
        std::optional<std::size_t> count;
        std::size_t first_list = 0;
        // An unknown list, or a set whose unknown elements leave its length
        // open, leaves the number of results unknown (after the lengths that
        // are known have been compared).
        bool unknown_count = false;
        for (std::size_t i = 1; i < args.size(); ++i) {
          const Value& a = args[i];
          if (!a.is_known() && a.type().is_dynamic()) unknown_count = true;
          if (!is_iterated(a)) continue;
          if (!a.type().is_tuple() &&
              (!a.is_known() || (a.type().is_set() && !a.is_wholly_known() && a.length() > 1))) {
            unknown_count = true;
            continue;
          }
          std::size_t length = a.type().is_tuple() ? a.type().elements().size() : a.length();
          if (!count) {
            count = length;
            first_list = i;
          } else if (length != *count) {
            return argument_error(i, "argument " + std::to_string(i) + " has length " + std::to_string(length) +
                                         ", which is inconsistent with argument " + std::to_string(first_list) +
                                         " of length " + std::to_string(*count));
          }
          if (!a.is_known()) unknown_count = true;
        }
        if (unknown_count) return Value::unknown(type);
        std::vector<Value> results;
        // Each list's next element. An iteration stops taking elements at
        // the first value not wholly known, making an unknown string: the
        // lists after it do not move on, as in the reference, so they lag
        // behind the others from then on.
        std::vector<std::size_t> next(args.size(), 0);
        for (std::size_t n = 0; n < count.value_or(1); ++n) {
          std::vector<Value> iteration;
          bool known = true;
          for (std::size_t i = 1; i < args.size() && known; ++i) {
            iteration.push_back(is_iterated(args[i]) ? args[i].elements()[next[i]++] : args[i]);
            known = iteration.back().is_wholly_known();
          }
          if (!known) {
            results.push_back(Value::unknown(Type::string(), Refinement::known_not_null()));
            continue;
          }
          FormatError failure;
          Result<std::string> text = format_values(args[0].as_string(), iteration, failure);
          if (!text) return Error{"error on format iteration " + std::to_string(n) + ": " + failure.message};
          results.push_back(Value::string(*text));
        }
        return Value::list(Type::string(), std::move(results));
      },
  });
}

}  // namespace

void add_format_functions(FunctionTable& table) {
  table.add("format", format_function());
  table.add("formatlist", formatlist_function());
  stdlib_support::refine_results_not_null(table, {"format", "formatlist"});
}

}  // namespace hclc
