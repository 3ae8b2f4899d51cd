#include "runtime/set_order.h"

#include <algorithm>
#include <functional>

#include "runtime/text.h"

namespace hclc {

namespace {

// Go's big.Float Text('g', 10), from the number's shortest decimal (which can
// differ from rounding the exact binary value only at exact decimal ties).
void append_g10(std::string& out, const Number& n) {
  if (n.is_infinity()) {
    out += n.is_negative() ? "-Inf" : "+Inf";
    return;
  }
  Result<std::string> text = n.to_string();
  if (!text) {
    out += n.to_display_string();
    return;
  }
  std::string_view s = *text;
  bool negative = !s.empty() && s[0] == '-';
  if (negative) s.remove_prefix(1);
  // Significant digits and the position of the decimal point among them.
  std::string digits;
  long point = -1;
  for (char c : s) {
    if (c == '.') {
      point = static_cast<long>(digits.size());
    } else {
      digits += c;
    }
  }
  if (point < 0) point = static_cast<long>(digits.size());
  std::size_t leading = digits.find_first_not_of('0');
  if (negative) out += '-';
  if (leading == std::string::npos) {
    out += '0';
    return;
  }
  digits.erase(0, leading);
  point -= static_cast<long>(leading);
  if (digits.size() > 10) {
    // Round half to even at ten digits.
    bool up =
        digits[10] > '5' ||
        (digits[10] == '5' && (digits.find_first_not_of('0', 11) != std::string::npos || (digits[9] - '0') % 2 == 1));
    digits.resize(10);
    if (up) {
      int i = 9;
      while (i >= 0 && digits[i] == '9') digits[i--] = '0';
      if (i < 0) {
        digits.insert(digits.begin(), '1');
        digits.pop_back();
        ++point;
      } else {
        ++digits[i];
      }
    }
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  long exponent = point - 1;
  if (exponent < -4 || exponent >= 10) {
    out += digits[0];
    if (digits.size() > 1) {
      out += '.';
      out.append(digits, 1);
    }
    out += 'e';
    out += exponent < 0 ? '-' : '+';
    std::string e = std::to_string(exponent < 0 ? -exponent : exponent);
    if (e.size() < 2) out += '0';
    out += e;
    return;
  }
  if (point <= 0) {
    out += "0.";
    out.append(static_cast<std::size_t>(-point), '0');
    out += digits;
  } else if (static_cast<std::size_t>(point) >= digits.size()) {
    out += digits;
    out.append(static_cast<std::size_t>(point) - digits.size(), '0');
  } else {
    out.append(digits, 0, static_cast<std::size_t>(point));
    out += '.';
    out.append(digits, static_cast<std::size_t>(point));
  }
}

void append_set_key(const Value& v, std::string& out) {
  if (v.is_null()) {
    out += '~';
    return;
  }
  if (!v.is_known()) {
    out += '?';
    return;
  }
  switch (v.type().kind()) {
    case Type::Kind::String: append_go_quoted(out, v.as_string()); break;
    case Type::Kind::Number: append_g10(out, v.as_number()); break;
    case Type::Kind::Bool: out += v.as_bool() ? 'T' : 'F'; break;
    case Type::Kind::List:
    case Type::Kind::Set:
      out += '[';
      for (const Value& e : v.elements()) {
        append_set_key(e, out);
        out += ';';
      }
      out += ']';
      break;
    case Type::Kind::Map:
      out += '{';
      for (const auto& [key, e] : v.entries()) {
        append_go_quoted(out, key);
        out += ':';
        append_set_key(e, out);
        out += ';';
      }
      out += '}';
      break;
    // Values of one structural type differ only in their elements, so only
    // the brackets around them can order them against a collection's end:
    // [[{}], []] keeps [{}] first, [[{}]] sorts as "[<>;]" before "[]".
    case Type::Kind::Tuple:
      out += '<';
      for (const Value& e : v.elements()) {
        append_set_key(e, out);
        out += ';';
      }
      out += '>';
      break;
    case Type::Kind::Object:
      out += '<';
      for (const auto& [key, e] : v.entries()) {
        append_set_key(e, out);
        out += ';';
      }
      out += '>';
      break;
    case Type::Kind::Capsule:
    case Type::Kind::Dynamic: break;
  }
}

}  // namespace

bool set_equivalent(const Value& a, const Value& b) { return a.same_as(b) && set_key(a) == set_key(b); }

std::string set_key(const Value& value) {
  std::string out;
  append_set_key(value, out);
  return out;
}

int set_order(const Value& a, const Value& b) {
  auto rank = [](const Value& v) { return !v.is_known() ? 1 : v.is_null() ? 2 : 0; };
  if (rank(a) != rank(b) || rank(a) != 0) return rank(a) - rank(b);
  switch (a.type().kind()) {
    case Type::Kind::String: return a.as_string().compare(b.as_string());
    case Type::Kind::Number: {
      auto order = a.as_number() <=> b.as_number();
      if (order != 0) return order < 0 ? -1 : 1;
      return set_key(a).compare(set_key(b));  // -0 before 0
    }
    case Type::Kind::Bool: return int(a.as_bool()) - int(b.as_bool());
    case Type::Kind::Capsule: {
      const void *x = a.capsule_payload().get(), *y = b.capsule_payload().get();
      return x == y ? 0 : std::less<const void*>{}(x, y) ? -1 : 1;
    }
    default: return set_key(a).compare(set_key(b));
  }
}

void sort_set_elements(std::vector<Value>& elements) {
  if (elements.size() < 2) return;
  const Type& type = elements.front().type();
  if (type.is_primitive() || type.is_capsule() || type.is_dynamic()) {
    std::stable_sort(elements.begin(), elements.end(),
                     [](const Value& a, const Value& b) { return set_order(a, b) < 0; });
    return;
  }
  // Other values sort by their set keys: make each key once.
  struct Keyed {
    int rank;
    std::string key;
    Value value;
  };
  std::vector<Keyed> keyed;
  keyed.reserve(elements.size());
  for (Value& v : elements) {
    int rank = !v.is_known() ? 1 : v.is_null() ? 2 : 0;
    keyed.push_back({rank, rank == 0 ? set_key(v) : std::string(), std::move(v)});
  }
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const Keyed& a, const Keyed& b) { return a.rank != b.rank ? a.rank < b.rank : a.key < b.key; });
  for (std::size_t i = 0; i < keyed.size(); ++i) elements[i] = std::move(keyed[i].value);
}

}  // namespace hclc
