#include "ext/terraform_functions.h"

#if HCLC_HAVE_LIBCRYPTO
#include <openssl/evp.h>
#endif

#include <algorithm>
#include <array>
#include <cstdint>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <system_error>

#include <pwd.h>
#include <re2/re2.h>
#include <unistd.h>

#include "eval/eval.h"
#include "eval/functions.h"
#include "ext/terraform_support.h"
#include "ext/yaml_functions.h"
#include "runtime/stdlib/stdlib.h"
#include "runtime/stdlib/support.h"
#include "runtime/text.h"
#include "source/source_file.h"
#include "syntax/parse.h"

namespace hclc::ext {

namespace {

using namespace stdlib_support;
using namespace support;

// --- base64 -------------------------------------------------------------------

void add_encoding(FunctionTable& table) {
  table.add("base64encode", simple_function({parameter("str", Type::string())}, Type::string(),
                                            [](std::span<const Value> args) -> Result<Value> {
                                              return bounded_string(base64_encode(args[0].as_string()));
                                            }));
  table.add("base64decode",
            simple_function(
                {parameter("str", Type::string())}, Type::string(), [](std::span<const Value> args) -> Result<Value> {
                  std::optional<std::string> decoded = base64_decode(args[0].as_string());
                  if (!decoded)
                    return argument_error(0, "failed to decode base64 data " + go_quote(args[0].as_string()));
                  if (!valid_utf8(*decoded))
                    return argument_error(0, "the result of decoding the provided string is not valid UTF-8");
                  return Value::string(*decoded);
                }));
  table.add("urlencode", simple_function({parameter("str", Type::string())}, Type::string(),
                                         [](std::span<const Value> args) -> Result<Value> {
                                           // Go's url.QueryEscape: space as +, unreserved kept.
                                           std::string out;
                                           for (unsigned char c : args[0].as_string()) {
                                             if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
                                               out += static_cast<char>(c);
                                             } else if (c == ' ') {
                                               out += '+';
                                             } else {
                                               constexpr std::string_view hex = "0123456789ABCDEF";
                                               out += '%';
                                               out += hex[c >> 4];
                                               out += hex[c & 15];
                                             }
                                           }
                                           return bounded_string(std::move(out));
                                         }));
}

// --- hashes -------------------------------------------------------------------

void add_hashes(FunctionTable& table) {
#if !HCLC_HAVE_LIBCRYPTO
  add_unavailable(table, {"md5", "sha1", "sha256", "sha512"}, kLibcrypto);
#else
  const std::pair<const char*, const EVP_MD* (*)()> hashes[] = {
      {"md5", EVP_md5}, {"sha1", EVP_sha1}, {"sha256", EVP_sha256}, {"sha512", EVP_sha512}};
  for (const auto& [name, algorithm] : hashes) {
    table.add(name, simple_function({parameter("str", Type::string())}, Type::string(),
                                    [algorithm = algorithm](std::span<const Value> args) -> Result<Value> {
                                      return Value::string(hex(raw_digest(algorithm(), args[0].as_string())));
                                    }));
  }
#endif
}

// --- strings ------------------------------------------------------------------

void add_strings(FunctionTable& table) {
  table.add("startswith", simple_function({parameter("str", Type::string()), parameter("prefix", Type::string())},
                                          Type::boolean(), [](std::span<const Value> args) -> Result<Value> {
                                            return Value::boolean(args[0].as_string().starts_with(args[1].as_string()));
                                          }));
  table.add("endswith", simple_function({parameter("str", Type::string()), parameter("suffix", Type::string())},
                                        Type::boolean(), [](std::span<const Value> args) -> Result<Value> {
                                          return Value::boolean(args[0].as_string().ends_with(args[1].as_string()));
                                        }));
}

// --- collections --------------------------------------------------------------

// alltrue (`decisive` false) and anytrue (true): the first element equal to
// `decisive` decides the result, a null element counting as false; unknown
// elements make the result unknown unless one decides it.
Function decided_by_any(bool decisive) {
  return Function({.parameters = {parameter("list", Type::list(Type::boolean()), {.allow_unknown = true})},
                   .variadic = std::nullopt,
                   .result_type = Function::returns(Type::boolean()),
                   .implementation = [decisive](std::span<const Value> args, const Type&) -> Result<Value> {
                     if (!args[0].is_known()) return Value::unknown(Type::boolean());
                     bool unknown = false;
                     for (const Value& e : args[0].elements()) {
                       if (!e.is_known()) {
                         unknown = true;
                         continue;
                       }
                       if ((!e.is_null() && e.as_bool()) == decisive) return Value::boolean(decisive);
                     }
                     return unknown ? Value::unknown(Type::boolean()) : Value::boolean(!decisive);
                   }});
}

void add_collections(FunctionTable& table) {
  table.add("alltrue", decided_by_any(false));
  table.add("anytrue", decided_by_any(true));

  static const std::string one_error = "must be a list, set, or tuple value with either zero or one elements";
  table.add(
      "one",
      Function({.parameters = {parameter("list", Type::dynamic(), {.allow_unknown = true, .allow_dynamic = true})},
                .variadic = std::nullopt,
                .result_type = [](std::span<const Value> args) -> Result<Type> {
                  const Type& t = args[0].type();
                  if (t.is_dynamic()) return Type::dynamic();
                  if (t.is_list() || t.is_set()) return t.element_type();
                  if (t.is_tuple()) {
                    if (t.elements().size() > 1) return argument_error(0, one_error);
                    return t.elements().empty() ? Type::dynamic() : t.elements()[0];
                  }
                  return argument_error(0, one_error);
                },
                .implementation = [](std::span<const Value> args, const Type& result) -> Result<Value> {
                  const Value& v = args[0];
                  if (!v.is_known()) return Value::unknown(result);
                  if (v.is_null()) return argument_error(0, "argument must not be null");
                  if (v.length() > 1) return argument_error(0, one_error);
                  if (v.length() == 0) return Value::null(result);
                  return v.elements()[0];
                }}));
}

// --- CIDR ---------------------------------------------------------------------

__extension__ using u128 = unsigned __int128;

struct Network {
  u128 address = 0;     // the address given (host bits included)
  unsigned bits = 32;   // 32 or 128
  unsigned prefix = 0;  // the prefix length

  u128 host_mask() const {
    const unsigned host_bits = bits - prefix;
    return host_bits >= 128 ? ~(u128)0 : (((u128)1 << host_bits) - 1);
  }
  u128 base() const { return address & ~host_mask(); }
  u128 last() const { return base() | host_mask(); }
};

std::optional<u128> parse_ipv4(std::string_view text) {
  u128 out = 0;
  int parts = 0;
  std::size_t i = 0;
  while (true) {
    std::size_t start = i;
    unsigned value = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && i - start < 3)
      value = value * 10 + static_cast<unsigned>(text[i++] - '0');
    // No empty octets and none above 255. Leading zeros are decimal, as Go
    // read them before 1.17 and Terraform still does for compatibility.
    if (i == start || value > 255) return std::nullopt;
    out = (out << 8) | value;
    if (++parts == 4) break;
    if (i >= text.size() || text[i] != '.') return std::nullopt;
    ++i;
  }
  if (i != text.size()) return std::nullopt;
  return out;
}

std::optional<u128> parse_ipv6(std::string_view text) {
  std::vector<std::uint32_t> head, tail;
  std::vector<std::uint32_t>* groups = &head;
  bool compressed = false;
  std::size_t i = 0;
  if (text.starts_with("::")) {
    compressed = true;
    groups = &tail;
    i = 2;
  }
  while (i < text.size()) {
    // An IPv4 address may end the text.
    std::size_t end = text.find(':', i);
    std::string_view part = text.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
    if (end == std::string_view::npos && part.find('.') != std::string_view::npos) {
      std::optional<u128> v4 = parse_ipv4(part);
      if (!v4) return std::nullopt;
      groups->push_back(static_cast<std::uint32_t>((*v4 >> 16) & 0xffff));
      groups->push_back(static_cast<std::uint32_t>(*v4 & 0xffff));
      i = text.size();
      break;
    }
    if (part.empty() || part.size() > 4) return std::nullopt;
    std::uint32_t value = 0;
    for (char c : part) {
      int digit = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                  : (c >= 'a' && c <= 'f')                    ? c - 'a' + 10
                  : (c >= 'A' && c <= 'F')                    ? c - 'A' + 10
                                                              : -1;
      if (digit < 0) return std::nullopt;
      value = value * 16 + static_cast<std::uint32_t>(digit);
    }
    groups->push_back(value);
    if (end == std::string_view::npos) {
      i = text.size();
      break;
    }
    i = end + 1;
    if (i < text.size() && text[i] == ':') {
      if (compressed) return std::nullopt;
      compressed = true;
      groups = &tail;
      ++i;
    } else if (i == text.size()) {
      return std::nullopt;  // a trailing single colon
    }
  }
  const std::size_t count = head.size() + tail.size();
  if (compressed ? count > 7 : count != 8) return std::nullopt;
  u128 out = 0;
  for (std::uint32_t g : head) out = (out << 16) | g;
  for (std::size_t k = count; k < 8; ++k) out <<= 16;
  for (std::uint32_t g : tail) out = (out << 16) | g;
  return out;
}

// An address/prefix as Go's net.ParseCIDR reads it; its error text otherwise.
Result<Network> parse_cidr(std::string_view text) {
  const Error invalid{"invalid CIDR expression: invalid CIDR address: " + std::string(text)};
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return invalid;
  std::string_view address = text.substr(0, slash);
  std::string_view length = text.substr(slash + 1);
  Network n;
  if (std::optional<u128> v4 = parse_ipv4(address)) {
    n.address = *v4;
    n.bits = 32;
  } else if (std::optional<u128> v6 = parse_ipv6(address)) {
    n.address = *v6;
    n.bits = 128;
  } else {
    return invalid;
  }
  if (length.empty() || length.size() > 3) return invalid;
  unsigned prefix = 0;
  for (char c : length) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return invalid;
    prefix = prefix * 10 + static_cast<unsigned>(c - '0');
  }
  if (prefix > n.bits) return invalid;
  n.prefix = prefix;
  // An IPv4-mapped IPv6 prefix (::ffff:a.b.c.d/96 and longer) is the IPv4
  // network it maps, as Terraform normalizes it.
  constexpr u128 kMappedPrefix = (u128)0xffff << 32;
  if (n.bits == 128 && n.prefix >= 96 && (n.address >> 32) << 32 == kMappedPrefix) {
    n.address &= 0xffffffffu;
    n.bits = 32;
    n.prefix -= 96;
  }
  return n;
}

std::string format_ip(u128 address, unsigned bits) {
  if (bits == 32 || (address >> 32) == 0xffff) {
    // IPv4 (and IPv4-mapped IPv6, which Go prints as IPv4).
    std::string out;
    for (int shift = 24; shift >= 0; shift -= 8) {
      if (!out.empty()) out += '.';
      out += std::to_string(static_cast<unsigned>((address >> shift) & 0xff));
    }
    return out;
  }
  std::array<unsigned, 8> groups{};
  for (int k = 0; k < 8; ++k)
    groups[static_cast<std::size_t>(k)] = static_cast<unsigned>((address >> (16 * (7 - k))) & 0xffff);
  // The longest run of at least two zero groups (the first of equals) becomes "::".
  int best_start = -1, best_length = 1;
  for (int k = 0; k < 8;) {
    if (groups[static_cast<std::size_t>(k)] != 0) {
      ++k;
      continue;
    }
    int end = k;
    while (end < 8 && groups[static_cast<std::size_t>(end)] == 0) ++end;
    if (end - k > best_length) {
      best_start = k;
      best_length = end - k;
    }
    k = end;
  }
  std::ostringstream out;
  out << std::hex;
  for (int k = 0; k < 8; ++k) {
    if (k == best_start) {
      out << "::";
      k += best_length - 1;
      continue;
    }
    if (k > 0 && k != best_start + best_length) out << ':';
    out << groups[static_cast<std::size_t>(k)];
  }
  return out.str();
}

std::string format_cidr(u128 base, unsigned bits, unsigned prefix) {
  return format_ip(base, bits) + "/" + std::to_string(prefix);
}

Function cidr_function(std::vector<Parameter> parameters, std::optional<Parameter> variadic, Type result,
                       std::function<Result<Value>(std::span<const Value>)> body) {
  return Function(
      {.parameters = std::move(parameters),
       .variadic = std::move(variadic),
       .result_type = Function::returns(std::move(result)),
       .implementation = [body = std::move(body)](std::span<const Value> args, const Type&) { return body(args); }});
}

Result<std::int64_t> int_argument(std::size_t index, const Value& v) {
  Result<std::int64_t> n = to_int64(v);
  if (!n) return argument_error(index, n.error().message);
  return n;
}

void add_cidr(FunctionTable& table) {
  table.add("cidrhost", cidr_function({parameter("prefix", Type::string()), parameter("hostnum", Type::number())},
                                      std::nullopt, Type::string(), [](std::span<const Value> args) -> Result<Value> {
                                        Result<Network> net = parse_cidr(args[0].as_string());
                                        if (!net) return argument_error(0, net.error().message);
                                        Result<std::int64_t> host = int_argument(1, args[1]);
                                        if (!host) return host.error();
                                        const u128 max = net->host_mask();
                                        // A negative number counts back from the last address.
                                        u128 magnitude =
                                            *host < 0 ? static_cast<u128>(-(*host + 1)) : static_cast<u128>(*host);
                                        if (magnitude > max) {
                                          std::string shown = std::to_string(*host);
                                          if (*host < 0)
                                            shown = "-" + std::to_string(static_cast<std::uint64_t>(magnitude - max));
                                          return Error{"prefix of " + std::to_string(net->prefix) +
                                                       " does not accommodate a host numbered " + shown};
                                        }
                                        const u128 offset = *host < 0 ? max - magnitude : magnitude;
                                        return Value::string(format_ip(net->base() | offset, net->bits));
                                      }));

  table.add("cidrnetmask", cidr_function({parameter("prefix", Type::string())}, std::nullopt, Type::string(),
                                         [](std::span<const Value> args) -> Result<Value> {
                                           Result<Network> net = parse_cidr(args[0].as_string());
                                           if (!net) return argument_error(0, net.error().message);
                                           if (net->bits != 32)
                                             return argument_error(0, "only IPv4 networks are supported");
                                           return Value::string(format_ip(~net->host_mask() & 0xffffffffu, 32));
                                         }));

  table.add("cidrsubnet",
            cidr_function({parameter("prefix", Type::string()), parameter("newbits", Type::number()),
                           parameter("netnum", Type::number())},
                          std::nullopt, Type::string(), [](std::span<const Value> args) -> Result<Value> {
                            Result<Network> net = parse_cidr(args[0].as_string());
                            if (!net) return argument_error(0, net.error().message);
                            Result<std::int64_t> newbits = int_argument(1, args[1]);
                            if (!newbits) return newbits.error();
                            Result<std::int64_t> netnum = int_argument(2, args[2]);
                            if (!netnum) return netnum.error();
                            const std::int64_t length = static_cast<std::int64_t>(net->prefix) + *newbits;
                            if (*newbits < 0 || length > static_cast<std::int64_t>(net->bits))
                              return Error{"insufficient address space to extend prefix of " +
                                           std::to_string(net->prefix) + " by " + std::to_string(*newbits)};
                            const u128 count = *newbits >= 128 ? ~(u128)0 : ((u128)1 << *newbits);
                            if (*netnum < 0 || (*newbits < 128 && static_cast<u128>(*netnum) >= count))
                              return Error{"prefix extension of " + std::to_string(*newbits) +
                                           " does not accommodate a subnet numbered " + std::to_string(*netnum)};
                            const unsigned shift = net->bits - static_cast<unsigned>(length);
                            const u128 base = net->base() | (shift >= 128 ? 0 : static_cast<u128>(*netnum) << shift);
                            return Value::string(format_cidr(base, net->bits, static_cast<unsigned>(length)));
                          }));

  table.add(
      "cidrsubnets",
      cidr_function({parameter("prefix", Type::string())}, parameter("newbits", Type::number()),
                    Type::list(Type::string()), [](std::span<const Value> args) -> Result<Value> {
                      Result<Network> net = parse_cidr(args[0].as_string());
                      if (!net) return argument_error(0, net.error().message);
                      std::vector<Value> subnets;
                      // Each subnet starts at the first address after the previous one
                      // that its own size aligns to.
                      u128 next_free = net->base();
                      std::optional<std::pair<u128, unsigned>> previous;
                      for (std::size_t i = 1; i < args.size(); ++i) {
                        Result<std::int64_t> newbits = int_argument(i, args[i]);
                        if (!newbits) return newbits.error();
                        const std::int64_t length = static_cast<std::int64_t>(net->prefix) + *newbits;
                        if (*newbits < 1) return argument_error(i, "must extend prefix by at least one bit");
                        if (*newbits > 32) return argument_error(i, "may not extend prefix by more than 32 bits");
                        if (length > static_cast<std::int64_t>(net->bits))
                          return argument_error(i, "would extend prefix to " + std::to_string(length) +
                                                       " bits, which is too long for an IPv" +
                                                       (net->bits == 32 ? "4" : "6") + " address");
                        const unsigned host_bits = net->bits - static_cast<unsigned>(length);
                        const u128 size_mask = host_bits >= 128 ? ~(u128)0 : (((u128)1 << host_bits) - 1);
                        const u128 start = (next_free + size_mask) & ~size_mask;
                        const bool wrapped = start < next_free || (previous && next_free == 0);
                        if (wrapped || start > net->last() || (start | size_mask) > net->last()) {
                          const std::string after = previous ? format_cidr(previous->first, net->bits, previous->second)
                                                             : format_cidr(net->base(), net->bits, net->prefix);
                          return argument_error(i, "not enough remaining address space for a subnet with a prefix of " +
                                                       std::to_string(length) + " bits after " + after);
                        }
                        subnets.push_back(Value::string(format_cidr(start, net->bits, static_cast<unsigned>(length))));
                        previous = {start, static_cast<unsigned>(length)};
                        next_free = (start | size_mask) + 1;
                      }
                      return Value::list(Type::string(), std::move(subnets));
                    }));
}

// --- paths --------------------------------------------------------------------

// Go's path/filepath.Clean on a Unix system.
std::string clean_path(std::string_view path) {
  if (path.empty()) return ".";
  const bool rooted = path.front() == '/';
  std::vector<std::string_view> parts;
  std::size_t i = 0;
  while (i <= path.size()) {
    std::size_t end = path.find('/', i);
    if (end == std::string_view::npos) end = path.size();
    std::string_view part = path.substr(i, end - i);
    if (part.empty() || part == ".") {
      // skip
    } else if (part == "..") {
      if (!parts.empty() && parts.back() != "..")
        parts.pop_back();
      else if (!rooted)
        parts.push_back(part);
    } else {
      parts.push_back(part);
    }
    i = end + 1;
  }
  std::string out = rooted ? "/" : "";
  for (std::size_t k = 0; k < parts.size(); ++k) {
    if (k > 0) out += '/';
    out += parts[k];
  }
  return out.empty() ? "." : out;
}

// $HOME, else the user database's entry for this user.
std::optional<std::string> home_directory() {
  if (const char* home = std::getenv("HOME"); home && *home) return std::string(home);
  struct passwd entry {};
  struct passwd* found = nullptr;
  std::array<char, 4096> buffer{};
  if (getpwuid_r(getuid(), &entry, buffer.data(), buffer.size(), &found) == 0 && found && found->pw_dir)
    return std::string(found->pw_dir);
  return std::nullopt;
}

std::string base_name(std::string_view path) {
  if (path.empty()) return ".";
  while (path.size() > 1 && path.back() == '/') path.remove_suffix(1);
  if (path == "/") return "/";
  const std::size_t slash = path.rfind('/');
  return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::string dir_name(std::string_view path) {
  const std::size_t slash = path.rfind('/');
  return clean_path(slash == std::string_view::npos ? std::string_view{} : path.substr(0, slash + 1));
}

void add_paths(FunctionTable& table) {
  table.add("basename", simple_function({parameter("path", Type::string())}, Type::string(),
                                        [](std::span<const Value> args) -> Result<Value> {
                                          return Value::string(base_name(args[0].as_string()));
                                        }));
  table.add("dirname", simple_function({parameter("path", Type::string())}, Type::string(),
                                       [](std::span<const Value> args) -> Result<Value> {
                                         return Value::string(dir_name(args[0].as_string()));
                                       }));
  // abspath joins a relative path to the process's working directory, as
  // Terraform does (not to the directory granted to the file functions).
  table.add("abspath", simple_function({parameter("path", Type::string())}, Type::string(),
                                       [](std::span<const Value> args) -> Result<Value> {
                                         const std::string& path = args[0].as_string();
                                         if (path.starts_with('/')) return Value::string(clean_path(path));
                                         std::error_code ec;
                                         const std::string cwd = std::filesystem::current_path(ec).string();
                                         if (ec) return argument_error(0, "no working directory: " + ec.message());
                                         return Value::string(clean_path(cwd + "/" + path));
                                       }));
  table.add("pathexpand", simple_function({parameter("path", Type::string())}, Type::string(),
                                          [](std::span<const Value> args) -> Result<Value> {
                                            const std::string& path = args[0].as_string();
                                            if (!path.starts_with('~')) return args[0];
                                            if (path.size() > 1 && path[1] != '/')
                                              return argument_error(0, "cannot expand user-specific home dir");
                                            std::optional<std::string> home = home_directory();
                                            if (!home) return argument_error(0, "cannot find the home directory");
                                            return Value::string(clean_path(*home + "/" + path.substr(1)));
                                          }));
}

// --- timestamp ----------------------------------------------------------------

std::string rfc3339_utc(std::chrono::system_clock::time_point when) {
  const std::time_t seconds = std::chrono::system_clock::to_time_t(when);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

// An RFC 3339 timestamp that the standard library's timeadd accepted (so in
// the form Go's time.Parse reads), as seconds since the epoch and
// nanoseconds, for comparing instants.
std::pair<std::int64_t, std::int64_t> instant(std::string_view text) {
  auto number = [&](std::size_t at, std::size_t digits) {
    std::int64_t n = 0;
    for (std::size_t k = 0; k < digits; ++k) n = n * 10 + (text[at + k] - '0');
    return n;
  };
  const std::int64_t year = number(0, 4), month = number(5, 2), day = number(8, 2);
  std::int64_t seconds = number(11, 2) * 3600 + number(14, 2) * 60 + number(17, 2);
  std::size_t i = 19;
  std::int64_t nanos = 0, scale = 100'000'000;
  if (i < text.size() && text[i] == '.')
    for (++i; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i, scale /= 10)
      nanos += (text[i] - '0') * scale;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
    const std::int64_t offset = number(i + 1, 2) * 3600 + number(i + 4, 2) * 60;
    seconds -= text[i] == '+' ? offset : -offset;
  }
  // Days since 1970-01-01 of the proleptic Gregorian calendar.
  const std::int64_t y = month <= 2 ? year - 1 : year;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const std::int64_t year_of_era = y - era * 400;
  const std::int64_t day_of_year = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
  const std::int64_t day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
  const std::int64_t days = era * 146097 + day_of_era - 719468;
  return {days * 86400 + seconds, nanos};
}

void add_timecmp(FunctionTable& table) {
  table.add("timecmp",
            simple_function({parameter("timestamp_a", Type::string()), parameter("timestamp_b", Type::string())},
                            Type::number(), [](std::span<const Value> args) -> Result<Value> {
                              for (std::size_t i = 0; i < 2; ++i) {
                                const Value check[] = {args[i], Value::string("0s")};
                                Result<Value> valid = standard_function("timeadd").call(check);
                                if (!valid) return argument_error(i, valid.error().message);
                              }
                              const auto a = instant(args[0].as_string());
                              const auto b = instant(args[1].as_string());
                              return Value::number(static_cast<std::int64_t>(a < b ? -1 : a > b ? 1 : 0));
                            }));
}

// plantimestamp: the plan's time, as Terraform takes it from the plan;
// unknown without one (as during Terraform's validation).
void add_plantimestamp(FunctionTable& table, std::optional<std::chrono::system_clock::time_point> plan) {
  table.add("plantimestamp", Function({.parameters = {},
                                       .variadic = std::nullopt,
                                       .result_type = Function::returns(Type::string()),
                                       .implementation = [plan](std::span<const Value>, const Type&) -> Result<Value> {
                                         if (!plan) return Value::unknown(Type::string());
                                         return Value::string(rfc3339_utc(*plan));
                                       }}));
}

void add_timestamp(FunctionTable& table, std::function<std::chrono::system_clock::time_point()> clock) {
  if (!clock) clock = [] { return std::chrono::system_clock::now(); };
  table.add("timestamp", Function({.parameters = {},
                                   .variadic = std::nullopt,
                                   .result_type = Function::returns(Type::string()),
                                   .implementation = [clock](std::span<const Value>, const Type&) -> Result<Value> {
                                     return Value::string(rfc3339_utc(clock()));
                                   }}));
}

// --- files --------------------------------------------------------------------

namespace fs = std::filesystem;

// The file's text, checked as the file function checks it.
Result<std::string> read_text_file(const GrantedDirectory& granted, const std::string& path) {
  Result<std::string> text = read_file_bytes(granted, path);
  if (!text) return text.error();
  if (!valid_utf8(*text))
    return Error{"contents of " + path +
                 " are not valid UTF-8; use the filebase64 function to obtain the Base64 encoded contents or the "
                 "other file functions (e.g. filemd5, filesha256) to obtain file hashing results instead"};
  return text;
}

std::string permission_string(const fs::file_status& status) {
  std::string out(1, status.type() == fs::file_type::directory ? 'd' : '-');
  const fs::perms p = status.permissions();
  const std::pair<fs::perms, char> bits[] = {
      {fs::perms::owner_read, 'r'},  {fs::perms::owner_write, 'w'},  {fs::perms::owner_exec, 'x'},
      {fs::perms::group_read, 'r'},  {fs::perms::group_write, 'w'},  {fs::perms::group_exec, 'x'},
      {fs::perms::others_read, 'r'}, {fs::perms::others_write, 'w'}, {fs::perms::others_exec, 'x'}};
  for (const auto& [bit, letter] : bits) out += (p & bit) != fs::perms::none ? letter : '-';
  return out;
}

bool is_identifier(std::string_view name) {
  if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])))) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// A diagnostic as Terraform's templatefile reports it inside its error:
// "FILE:LINE,COLUMN-COLUMN: Summary; Detail".
// The detail's closing period is left to the call's message, which adds one.
std::string diagnostic_text(const Diagnostic& d) {
  std::string detail = d.detail;
  if (detail.ends_with('.')) detail.pop_back();
  return (d.subject ? range_text(*d.subject) + ": " : std::string()) + d.summary +
         (detail.empty() ? "" : "; " + detail);
}

// --- fileset -------------------------------------------------------------------

// A glob pattern as Go's doublestar reads it, as one RE2 expression over a
// relative path with forward slashes (RE2 matches in linear time, whatever
// the pattern): * any run of characters but "/", ? one of them, [...] a class
// (^ or ! negating), {a,b} alternatives, \ escaping the next character, and a
// whole segment ** any number of directories. Nothing for a malformed pattern.
std::optional<std::string> glob_regex(std::string_view pattern) {
  const auto literal = [](std::string& out, char c) {
    if (std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80) {
      out += c;
    } else {
      constexpr std::string_view digits = "0123456789abcdef";
      out += "\\x{";
      out += digits[(static_cast<unsigned char>(c) >> 4) & 15];
      out += digits[c & 15];
      out += '}';
    }
  };
  std::string out;
  std::size_t start = 0;
  while (start <= pattern.size()) {
    std::size_t end = pattern.find('/', start);
    if (end == std::string_view::npos) end = pattern.size();
    const std::string_view segment = pattern.substr(start, end - start);
    const bool last = end == pattern.size();
    start = end + 1;
    if (segment == "**") {
      out += last ? ".*" : "(?:[^/]+/)*";
      continue;
    }
    int braces = 0;
    for (std::size_t i = 0; i < segment.size(); ++i) {
      const char c = segment[i];
      if (c == '*') {
        out += "[^/]*";
      } else if (c == '?') {
        out += "[^/]";
      } else if (c == '{') {
        out += "(?:";
        ++braces;
      } else if (c == '}' && braces > 0) {
        out += ")";
        --braces;
      } else if (c == ',' && braces > 0) {
        out += "|";
      } else if (c == '\\') {
        if (++i == segment.size()) return std::nullopt;
        literal(out, segment[i]);
      } else if (c == '[') {
        std::size_t k = i + 1;
        const bool negated = k < segment.size() && (segment[k] == '^' || segment[k] == '!');
        if (negated) ++k;
        std::string set;
        for (const std::size_t first = k; k < segment.size() && (segment[k] != ']' || k == first); ++k) {
          if (segment[k] == '-' && !set.empty() && k + 1 < segment.size() && segment[k + 1] != ']') {
            set += '-';
            continue;
          }
          if (segment[k] == '\\' && k + 1 < segment.size()) ++k;
          literal(set, segment[k]);
        }
        if (k >= segment.size() || set.empty()) return std::nullopt;
        out += std::string(negated ? "[^/" : "[") + set + "]";
        i = k;
      } else {
        literal(out, c);
      }
    }
    if (braces != 0) return std::nullopt;
    if (!last) out += "/";
  }
  return out;
}

// fileset(path, pattern): the regular files under `path` (inside the granted
// directory) whose paths relative to it match `pattern`, with forward slashes.
Result<Value> file_set(const GrantedDirectory& granted, const std::string& path, const std::string& pattern,
                       std::size_t max_entries) {
  Result<fs::path> root = granted.resolve(path);
  if (!root) return argument_error(0, root.error().message);
  const std::optional<std::string> regex = glob_regex(clean_path(pattern));
  RE2::Options re_options;
  re_options.set_log_errors(false);
  const RE2 wanted(regex.value_or(""), re_options);
  if (!regex || !wanted.ok())
    return argument_error(1, "failed to glob pattern " + pattern + ": syntax error in pattern");
  std::vector<Value> matches;
  std::error_code ec;
  if (!fs::is_directory(*root, ec)) return Value::set(Type::string(), {});
  std::size_t visited = 0;
  for (fs::recursive_directory_iterator it(*root, fs::directory_options::skip_permission_denied, ec), end;
       !ec && it != end; it.increment(ec)) {
    if (++visited > max_entries)
      return argument_error(1, "failed to glob pattern " + pattern + ": more than " + std::to_string(max_entries) +
                                   " entries under " + go_quote(path));
    const std::string relative = it->path().lexically_relative(*root).generic_string();
    // A symbolic link is followed only when it stays inside the granted directory.
    if (it->is_symlink(ec) && !granted.resolve(fs::path(path) / relative)) {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file(ec)) continue;
    if (!RE2::FullMatch(relative, wanted)) continue;
    if (matches.size() >= kMaxResultElements) return argument_error(1, "too many files match " + go_quote(pattern));
    if (!valid_utf8(relative)) continue;
    matches.push_back(Value::string(relative));
  }
  if (ec) return argument_error(0, "failed to glob pattern " + pattern + ": " + ec.message());
  return Value::set(Type::string(), std::move(matches));
}

// A template's variables, as templatefile and templatestring take them.
Result<eval::EvalContext::Variables> template_variables(const Value& vars) {
  if (!vars.type().is_object() && !vars.type().is_map()) return argument_error(1, "invalid vars value: must be a map");
  eval::EvalContext::Variables variables;
  for (const Value::Entry& e : vars.entries()) {
    if (!is_identifier(e.first))
      return argument_error(1, "invalid template variable name " + go_quote(e.first) +
                                   ": must start with a letter, followed by zero or more letters, digits, and "
                                   "underscores");
    variables.emplace(e.first, e.second);
  }
  return variables;
}

Result<Value> render_template(const std::string& name, std::string text, eval::EvalContext::Variables variables,
                              const FunctionTable& functions) {
  SourceFile source(name, std::move(text));
  Diagnostics diags;
  ir::Expression expr = parse_template(source, diags);
  if (!diags.has_errors()) {
    eval::EvalContext ctx;
    ctx.set_variables(std::move(variables));
    ctx.set_functions(&functions);
    Value result = eval::evaluate(expr, &ctx, diags);
    if (!diags.has_errors()) return result;
  }
  for (const Diagnostic& d : diags)
    if (d.severity == Severity::Error) return argument_error(0, diagnostic_text(d));
  return argument_error(0, "the template could not be rendered");
}

// `template_functions`: what templates see; none inside a template, where
// templatefile and templatestring refuse to run.
void add_files(FunctionTable& table, const std::shared_ptr<const GrantedDirectory>& granted, std::size_t max_entries,
               std::shared_ptr<const FunctionTable> template_functions) {
  table.add("file", simple_function({parameter("path", Type::string())}, Type::string(),
                                    [granted](std::span<const Value> args) -> Result<Value> {
                                      Result<std::string> text = read_text_file(*granted, args[0].as_string());
                                      if (!text) return argument_error(0, text.error().message);
                                      return Value::string(*text);
                                    }));
  table.add("fileexists", simple_function({parameter("path", Type::string())}, Type::boolean(),
                                          [granted](std::span<const Value> args) -> Result<Value> {
                                            const std::string& path = args[0].as_string();
                                            Result<fs::path> resolved = granted->resolve(path);
                                            if (!resolved) return argument_error(0, resolved.error().message);
                                            std::error_code ec;
                                            fs::file_status status = fs::status(*resolved, ec);
                                            if (status.type() == fs::file_type::not_found) return Value::boolean(false);
                                            if (status.type() == fs::file_type::regular) return Value::boolean(true);
                                            return argument_error(0, path + " is not a regular file, but " +
                                                                         go_quote(permission_string(status)));
                                          }));

  // The file's bytes, base64-encoded or hashed.
  table.add("filebase64", simple_function({parameter("path", Type::string())}, Type::string(),
                                          [granted](std::span<const Value> args) -> Result<Value> {
                                            Result<std::string> bytes = read_file_bytes(*granted, args[0].as_string());
                                            if (!bytes) return argument_error(0, bytes.error().message);
                                            return bounded_string(base64_encode(*bytes));
                                          }));
#if !HCLC_HAVE_LIBCRYPTO
  add_unavailable(table, {"filemd5", "filesha1", "filesha256", "filesha512", "filebase64sha256", "filebase64sha512"},
                  kLibcrypto);
#else
  struct FileDigest {
    const char* name;
    const EVP_MD* (*algorithm)();
    bool base64;
  };
  const FileDigest digests[] = {{"filemd5", EVP_md5, false},
                                {"filesha1", EVP_sha1, false},
                                {"filesha256", EVP_sha256, false},
                                {"filesha512", EVP_sha512, false},
                                {"filebase64sha256", EVP_sha256, true},
                                {"filebase64sha512", EVP_sha512, true}};
  for (const FileDigest& digest : digests)
    table.add(digest.name, simple_function({parameter("path", Type::string())}, Type::string(),
                                           [granted, digest](std::span<const Value> args) -> Result<Value> {
                                             Result<std::string> bytes = read_file_bytes(*granted, args[0].as_string());
                                             if (!bytes) return argument_error(0, bytes.error().message);
                                             const std::string raw = raw_digest(digest.algorithm(), *bytes);
                                             return Value::string(digest.base64 ? base64_encode(raw) : hex(raw));
                                           }));
#endif
  table.add("fileset", simple_function({parameter("path", Type::string()), parameter("pattern", Type::string())},
                                       Type::set(Type::string()), [granted, max_entries](std::span<const Value> args) {
                                         return file_set(*granted, args[0].as_string(), args[1].as_string(),
                                                         max_entries);
                                       }));

  table.add("templatefile", Function({.parameters = {parameter("path", Type::string()),
                                                     parameter("vars", Type::dynamic(), {.allow_dynamic = true})},
                                      .variadic = std::nullopt,
                                      .result_type = Function::returns(Type::dynamic()),
                                      .implementation = [granted, template_functions](std::span<const Value> args,
                                                                                      const Type&) -> Result<Value> {
                                        if (!template_functions)
                                          return Error{
                                              "cannot recursively call templatefile from inside another "
                                              "template function"};
                                        const std::string& path = args[0].as_string();
                                        Result<eval::EvalContext::Variables> variables = template_variables(args[1]);
                                        if (!variables) return variables.error();
                                        Result<std::string> text = read_text_file(*granted, path);
                                        if (!text) return argument_error(0, text.error().message);
                                        return render_template(path, std::move(text).value(),
                                                               std::move(variables).value(), *template_functions);
                                      }}));
  table.add(
      "templatestring",
      Function({.parameters = {parameter("template", Type::string()),
                               parameter("vars", Type::dynamic(), {.allow_dynamic = true})},
                .variadic = std::nullopt,
                .result_type = Function::returns(Type::dynamic()),
                .implementation = [template_functions](std::span<const Value> args, const Type&) -> Result<Value> {
                  if (!template_functions)
                    return Error{
                        "cannot recursively call templatestring from inside "
                        "another template function"};
                  Result<eval::EvalContext::Variables> variables = template_variables(args[1]);
                  if (!variables) return variables.error();
                  return render_template("<templatestring argument>", args[0].as_string(), std::move(variables).value(),
                                         *template_functions);
                }}));
}

void add_pack_without_files(FunctionTable& table, const TerraformOptions& options) {
  eval::add_convert_with_defaults(table);
  add_terraform_collection_functions(table);
  add_terraform_encoding_functions(table);
  add_terraform_mark_functions(table);
  add_encoding(table);
  add_hashes(table);
  add_strings(table);
  add_collections(table);
  add_cidr(table);
  add_paths(table);
  add_yaml_functions(table);
  add_timestamp(table, options.clock);
  add_timecmp(table);
  add_plantimestamp(table, options.plan_timestamp);
}

// Every function is also reachable as core::NAME, as in Terraform 1.8 and later.
void add_core_aliases(FunctionTable& table) {
  for (const std::string& name : table.names())
    if (name.find("::") == std::string::npos) table.add("core::" + name, *table.find(name));
}

}  // namespace

void add_terraform_functions(FunctionTable& table, const TerraformOptions& options) {
  auto granted = std::make_shared<const GrantedDirectory>(options.granted_directory);
  // What a template sees: the standard library, try/can/convert and the pack,
  // whose templatefile and templatestring refuse to run there.
  auto template_functions = std::make_shared<FunctionTable>(standard_functions());
  eval::add_expression_functions(*template_functions);
  add_pack_without_files(*template_functions, options);
  add_files(*template_functions, granted, options.max_fileset_entries, nullptr);
  add_core_aliases(*template_functions);

  add_pack_without_files(table, options);
  add_files(table, granted, options.max_fileset_entries, template_functions);
  add_core_aliases(table);
}

FunctionTable terraform_pack(const TerraformOptions& options) {
  // Terraform's built-ins are the standard library, try/can/convert and the
  // pack; all of them are core:: names, the pack's own also plain ones.
  FunctionTable builtins = standard_functions();
  eval::add_expression_functions(builtins);
  add_terraform_functions(builtins, options);
  FunctionTable own;
  add_pack_without_files(own, options);
  add_files(own, std::make_shared<const GrantedDirectory>(options.granted_directory), options.max_fileset_entries,
            nullptr);
  FunctionTable pack;
  for (const std::string& name : builtins.names())
    if (name.starts_with("core::") || own.find(name)) pack.add(name, *builtins.find(name));
  return pack;
}

std::vector<std::string> terraform_function_names() { return terraform_pack({}).names(); }

}  // namespace hclc::ext
