// formatdate timeadd: RFC 3339 timestamps read as the reference reads them
// (Go's time.Parse with the RFC 3339 layout, errors named by part), its date
// format language, and Go's duration syntax.
#include <array>
#include <cstdint>
#include <string>

#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"

namespace hclc {

namespace {

using namespace stdlib_support;

constexpr std::array<const char*, 12> kMonths = {"January", "February", "March",     "April",   "May",      "June",
                                                 "July",    "August",   "September", "October", "November", "December"};
constexpr std::array<const char*, 7> kWeekdays = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                                  "Thursday", "Friday", "Saturday"};

// Days since 1970-01-01 of a proleptic Gregorian date, and back.
std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  auto yoe = static_cast<unsigned>(y - era * 400);
  unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

void civil_from_days(std::int64_t z, std::int64_t& y, unsigned& m, unsigned& d) {
  z += 719468;
  std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  auto doe = static_cast<unsigned>(z - era * 146097);
  unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  y = static_cast<std::int64_t>(yoe) + era * 400;
  unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  unsigned mp = (5 * doy + 2) / 153;
  d = doy - (153 * mp + 2) / 5 + 1;
  m = mp < 10 ? mp + 3 : mp - 9;
  y += m <= 2;
}

bool is_leap(std::int64_t y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

unsigned days_in_month(unsigned m, std::int64_t y) {
  static constexpr std::array<unsigned, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : kDays[m - 1];
}

// A moment with the UTC offset it was written in.
struct Timestamp {
  std::int64_t seconds = 0;  // since the epoch, UTC
  std::int64_t nanoseconds = 0;
  int offset = 0;    // seconds east of UTC
  bool utc = false;  // written as Z or with a zero offset: the zone is named "UTC"
};

bool is_digit(std::string_view s, std::size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; }

// Go's fixed or variable two-digit numbers.
std::optional<int> take_number(std::string_view& s, bool fixed) {
  if (!is_digit(s, 0)) return std::nullopt;
  if (!is_digit(s, 1)) {
    if (fixed) return std::nullopt;
    int n = s[0] - '0';
    s.remove_prefix(1);
    return n;
  }
  int n = (s[0] - '0') * 10 + (s[1] - '0');
  s.remove_prefix(2);
  return n;
}

Error timestamp_error(const std::string& detail) { return Error{"not a valid RFC3339 timestamp: " + detail}; }

Error part_error(std::string_view value, const char* part) {
  if (value.empty()) return timestamp_error(std::string("end of string before ") + part);
  return timestamp_error("cannot use " + go_quote(value) + " as " + part);
}

// RFC 3339 as current cty reads it: Go's layout-driven parse (whose errors
// name the rest of the text), with its own wording for the hour and minute,
// then checks the layout cannot make, in this order: the day exists, the hour
// has two digits, the fraction starts with '.', the UTC offset is in range.
Result<Timestamp> parse_timestamp(std::string_view s) {
  auto literal = [&](char c) -> std::optional<Error> {
    if (!s.empty() && s[0] == c) {
      s.remove_prefix(1);
      return std::nullopt;
    }
    if (c == 'T') return timestamp_error("missing required time introducer 'T'");
    if (s.empty()) return timestamp_error(std::string("end of string where \"") + c + "\" is expected");
    return timestamp_error("found " + go_quote(s) + " where \"" + c + "\" is expected");
  };
  // A number, then a range check that reports the text after it.
  auto field = [&](bool fixed, int low, int high, const char* part) -> Result<int> {
    std::string_view before = s;
    std::optional<int> n = take_number(s, fixed);
    if (!n) return part_error(before, part);
    if (*n < low || *n > high) return part_error(s, part);
    return *n;
  };
  if (s.size() < 4 || !is_digit(s, 0)) return part_error(s, "year");
  if (!is_digit(s, 1) || !is_digit(s, 2) || !is_digit(s, 3)) return part_error(s.substr(4), "year");
  std::int64_t year = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
  s.remove_prefix(4);
  if (auto e = literal('-')) return *e;
  Result<int> month = field(true, 1, 12, "month");
  if (!month) return month.error();
  if (auto e = literal('-')) return *e;
  Result<int> day = field(true, 0, 99, "day of month");
  if (!day) return day.error();
  if (auto e = literal('T')) return *e;
  if (s.empty()) return part_error(s, "hour");
  const bool one_digit_hour = is_digit(s, 0) && !is_digit(s, 1);
  std::optional<int> hour = take_number(s, false);
  if (!hour || *hour > 23) return timestamp_error("hour must be between 0 and 23 inclusive");
  if (auto e = literal(':')) return *e;
  std::optional<int> minute = take_number(s, true);
  if (!minute || *minute > 59) return timestamp_error("minute must have exactly two digits");
  if (auto e = literal(':')) return *e;
  Result<int> second = field(true, 0, 59, "second");
  if (!second) return second.error();
  Timestamp t;
  // A fraction: '.' or ',' and digits, of which nanoseconds count.
  bool comma_fraction = false;
  if (s.size() >= 2 && (s[0] == '.' || s[0] == ',') && is_digit(s, 1)) {
    comma_fraction = s[0] == ',';
    std::size_t n = 1;
    std::int64_t scale = 100'000'000;
    while (is_digit(s, n)) {
      t.nanoseconds += (s[n] - '0') * scale;
      scale /= 10;
      ++n;
    }
    s.remove_prefix(n);
  }
  std::string_view zone;
  int zone_hours = 0, zone_minutes = 0;
  if (!s.empty() && s[0] == 'Z') {
    s.remove_prefix(1);
    t.utc = true;
  } else {
    if (s.size() < 6 || s[3] != ':' || (s[0] != '+' && s[0] != '-')) return part_error(s, "UTC offset");
    zone = s.substr(0, 6);
    std::string_view hh = s.substr(1, 2);
    std::string_view mm = s.substr(4, 2);
    std::optional<int> h = take_number(hh, true);
    std::optional<int> m = take_number(mm, true);
    s.remove_prefix(6);
    if (!h || !m) return part_error(s, "UTC offset");
    zone_hours = *h;
    zone_minutes = *m;
    t.offset = (*h * 3600 + *m * 60) * (zone[0] == '-' ? -1 : 1);
    t.utc = t.offset == 0;
  }
  if (!s.empty()) return part_error(s, "timestamp segment");
  if (*day < 1 || static_cast<unsigned>(*day) > days_in_month(static_cast<unsigned>(*month), year)) {
    return timestamp_error("day out of range");
  }
  if (one_digit_hour) return timestamp_error("hour must have exactly two digits");
  if (comma_fraction) return part_error(",", "timestamp segment");
  if (zone_hours >= 24 || zone_minutes >= 60) return part_error(zone, "UTC offset");
  t.seconds = days_from_civil(year, static_cast<unsigned>(*month), static_cast<unsigned>(*day)) * 86400 + *hour * 3600 +
              *minute * 60 + *second - t.offset;
  return t;
}

// The local (offset) calendar fields of a timestamp.
struct Civil {
  std::int64_t year;
  unsigned month, day, hour, minute, second, weekday;
};

Civil civil(const Timestamp& t) {
  std::int64_t local = t.seconds + t.offset;
  std::int64_t days = local >= 0 ? local / 86400 : (local - 86399) / 86400;
  std::int64_t rest = local - days * 86400;
  Civil c{};
  civil_from_days(days, c.year, c.month, c.day);
  c.hour = static_cast<unsigned>(rest / 3600);
  c.minute = static_cast<unsigned>(rest / 60 % 60);
  c.second = static_cast<unsigned>(rest % 60);
  c.weekday = static_cast<unsigned>(((days % 7) + 11) % 7);  // 1970-01-01 was a Thursday
  return c;
}

std::string padded(std::int64_t n, int width) {
  std::string digits = std::to_string(n < 0 ? -n : n);
  if (static_cast<int>(digits.size()) < width) digits.insert(0, static_cast<std::size_t>(width) - digits.size(), '0');
  return n < 0 ? "-" + digits : digits;
}

std::string offset_text(int offset, bool colon) {
  int minutes = (offset < 0 ? -offset : offset) / 60;
  return std::string(offset < 0 ? "-" : "+") + padded(minutes / 60, 2) + (colon ? ":" : "") + padded(minutes % 60, 2);
}

std::string rfc3339(const Timestamp& t) {
  Civil c = civil(t);
  return padded(c.year, 4) + "-" + padded(c.month, 2) + "-" + padded(c.day, 2) + "T" + padded(c.hour, 2) + ":" +
         padded(c.minute, 2) + ":" + padded(c.second, 2) + (t.utc ? "Z" : offset_text(t.offset, true));
}

// One verb of the format language (a run of one ASCII letter), or an error.
Result<std::string> format_verb(std::string_view verb, const Timestamp& t, const Civil& c) {
  std::size_t n = verb.size();
  auto bad = [&](const std::string& why) {
    return argument_error(0, "invalid date format verb " + go_quote(verb) + (why.empty() ? "" : ": " + why));
  };
  switch (verb[0]) {
    case 'Y':
      if (n == 4) return padded(c.year, 4);
      if (n == 2) return padded(((c.year % 100) + 100) % 100, 2);
      return bad("year must either be \"YY\" or \"YYYY\"");
    case 'M':
      if (n == 4) return std::string(kMonths[c.month - 1]);
      if (n == 3) return std::string(kMonths[c.month - 1]).substr(0, 3);
      if (n <= 2) return padded(c.month, static_cast<int>(n));
      return bad("month must be \"M\", \"MM\", \"MMM\", or \"MMMM\"");
    case 'D':
      if (n <= 2) return padded(c.day, static_cast<int>(n));
      return bad("day of month must either be \"D\" or \"DD\"");
    case 'E':
      if (n == 4) return std::string(kWeekdays[c.weekday]);
      if (n == 3) return std::string(kWeekdays[c.weekday]).substr(0, 3);
      return bad("day of week must either be \"EEE\" or \"EEEE\"");
    case 'h':
      if (n <= 2) return padded(c.hour, static_cast<int>(n));
      return bad("24-hour must either be \"h\" or \"hh\"");
    case 'H':
      if (n <= 2) return padded(c.hour % 12 == 0 ? 12 : c.hour % 12, static_cast<int>(n));
      return bad("12-hour must either be \"H\" or \"HH\"");
    case 'A':
    case 'a':
      if (n == 2) {
        if (verb[0] == 'A') return std::string(c.hour < 12 ? "AM" : "PM");
        return std::string(c.hour < 12 ? "am" : "pm");
      }
      return bad(verb[0] == 'A' ? "must be \"AA\"" : "must be \"aa\"");
    case 'm':
      if (n <= 2) return padded(c.minute, static_cast<int>(n));
      return bad("minute must either be \"m\" or \"mm\"");
    case 's':
      if (n <= 2) return padded(c.second, static_cast<int>(n));
      return bad("second must either be \"s\" or \"ss\"");
    case 'Z':
      if (n == 1) return t.utc ? std::string("Z") : offset_text(t.offset, true);
      if (n == 3) return t.utc ? std::string("UTC") : offset_text(t.offset, false);
      if (n == 4) return offset_text(t.offset, false);
      if (n == 5) return offset_text(t.offset, true);
      return bad("timezone must be Z, ZZZZ, or ZZZZZ");
    default: return bad("");
  }
}

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

Result<std::string> format_date(std::string_view format, const Timestamp& t) {
  Civil c = civil(t);
  std::string out;
  for (std::size_t i = 0; i < format.size();) {
    char ch = format[i];
    if (ch == '\'') {
      // Literal text up to the next lone quote; '' is a quote.
      if (i + 1 < format.size() && format[i + 1] == '\'') {
        out += '\'';
        i += 2;
        continue;
      }
      std::size_t j = i + 1;
      while (true) {
        if (j >= format.size()) return argument_error(0, "unterminated literal '");
        if (format[j] == '\'') {
          if (j + 1 < format.size() && format[j + 1] == '\'') {
            out += '\'';
            j += 2;
            continue;
          }
          break;
        }
        out += format[j++];
      }
      i = j + 1;
    } else if (is_ascii_letter(ch)) {
      std::size_t j = i;
      while (j < format.size() && format[j] == ch) ++j;
      Result<std::string> text = format_verb(format.substr(i, j - i), t, c);
      if (!text) return text.error();
      out += *text;
      i = j;
    } else {
      out += ch;
      ++i;
    }
  }
  return out;
}

// Go's time.ParseDuration, in nanoseconds.
Result<std::int64_t> parse_duration(std::string_view original) {
  constexpr std::uint64_t kLimit = std::uint64_t{1} << 63;
  Error invalid{"time: invalid duration " + go_time_quote(original)};
  std::string_view s = original;
  bool negative = false;
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s == "0") return 0;
  if (s.empty()) return invalid;
  std::uint64_t total = 0;
  while (!s.empty()) {
    if (!(s[0] == '.' || is_digit(s, 0))) return invalid;
    std::uint64_t whole = 0;
    std::size_t i = 0;
    for (; is_digit(s, i); ++i) {
      if (whole > kLimit / 10) return invalid;
      whole = whole * 10 + static_cast<std::uint64_t>(s[i] - '0');
      if (whole > kLimit) return invalid;
    }
    bool has_whole = i > 0;
    s.remove_prefix(i);
    std::uint64_t fraction = 0;
    double scale = 1;
    bool has_fraction = false;
    if (!s.empty() && s[0] == '.') {
      s.remove_prefix(1);
      bool overflow = false;
      std::size_t k = 0;
      for (; is_digit(s, k); ++k) {
        if (overflow) continue;
        if (fraction > (kLimit - 1) / 10) {
          overflow = true;
          continue;
        }
        std::uint64_t next = fraction * 10 + static_cast<std::uint64_t>(s[k] - '0');
        if (next > kLimit) {
          overflow = true;
          continue;
        }
        fraction = next;
        scale *= 10;
      }
      has_fraction = k > 0;
      s.remove_prefix(k);
    }
    if (!has_whole && !has_fraction) return invalid;
    std::size_t u = 0;
    while (u < s.size() && s[u] != '.' && !is_digit(s, u)) ++u;
    if (u == 0) return Error{"time: missing unit in duration " + go_time_quote(original)};
    std::string_view unit_name = s.substr(0, u);
    s.remove_prefix(u);
    std::uint64_t unit = 0;
    if (unit_name == "ns")
      unit = 1;
    else if (unit_name == "us" || unit_name == "\u00b5s" || unit_name == "\u03bcs")
      unit = 1'000;
    else if (unit_name == "ms")
      unit = 1'000'000;
    else if (unit_name == "s")
      unit = 1'000'000'000;
    else if (unit_name == "m")
      unit = 60'000'000'000;
    else if (unit_name == "h")
      unit = 3'600'000'000'000;
    else
      return Error{"time: unknown unit " + go_time_quote(unit_name) + " in duration " + go_time_quote(original)};
    if (whole > kLimit / unit) return invalid;
    whole *= unit;
    if (fraction > 0) {
      whole += static_cast<std::uint64_t>(static_cast<double>(fraction) * (static_cast<double>(unit) / scale));
      if (whole > kLimit) return invalid;
    }
    total += whole;
    if (total > kLimit) return invalid;
  }
  if (negative) return static_cast<std::int64_t>(0 - total);
  if (total > kLimit - 1) return invalid;
  return static_cast<std::int64_t>(total);
}

Result<Timestamp> parse_argument(const Value& v, std::optional<std::size_t> argument) {
  Result<Timestamp> t = parse_timestamp(v.as_string());
  if (!t) return Error{.message = t.error().message, .argument = argument};
  return t;
}

}  // namespace

void add_datetime_functions(FunctionTable& table) {
  table.add("formatdate", Function({
                              .parameters = {parameter("format", Type::string(), kDynamicOk),
                                             parameter("time", Type::string(), kDynamicOk)},
                              .variadic = std::nullopt,
                              .result_type = Function::returns(Type::string()),
                              .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                                Result<Timestamp> t = parse_argument(args[1], 1);
                                if (!t) return t.error();
                                Result<std::string> text = format_date(args[0].as_string(), *t);
                                if (!text) return text.error();
                                return bounded_string(std::move(text).value());
                              },
                          }));
  table.add("timeadd", Function({
                           .parameters = {parameter("timestamp", Type::string(), kDynamicOk),
                                          parameter("duration", Type::string(), kDynamicOk)},
                           .variadic = std::nullopt,
                           .result_type = Function::returns(Type::string()),
                           .implementation = [](std::span<const Value> args, const Type&) -> Result<Value> {
                             Result<Timestamp> t = parse_argument(args[0], std::nullopt);
                             if (!t) return t.error();
                             Result<std::int64_t> duration = parse_duration(args[1].as_string());
                             if (!duration) return duration.error();
                             Timestamp moved = *t;
                             std::int64_t nanoseconds = moved.nanoseconds + *duration % 1'000'000'000;
                             moved.seconds += *duration / 1'000'000'000 + nanoseconds / 1'000'000'000;
                             moved.nanoseconds = nanoseconds % 1'000'000'000;
                             if (moved.nanoseconds < 0) {
                               moved.nanoseconds += 1'000'000'000;
                               moved.seconds -= 1;
                             }
                             return Value::string(rfc3339(moved));
                           },
                       }));
  // Not timeadd.
  stdlib_support::refine_results_not_null(table, {"formatdate"});
}

}  // namespace hclc
