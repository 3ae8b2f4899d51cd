#pragma once
// Byte order of names for the (name, thing) pairs that objects and maps keep:
// a value's entries, an object type's attributes, a JSON object's members.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <utility>
#include <vector>

namespace hclc {

namespace name_order_internal {

// A name's first eight bytes as a big-endian number, padded with zeros:
// where two of these differ, they order their names as the names' bytes do.
inline std::uint64_t prefix_of(std::string_view name) {
  unsigned char bytes[8] = {};
  std::memcpy(bytes, name.data(), std::min<std::size_t>(name.size(), sizeof bytes));
  std::uint64_t prefix = 0;
  for (unsigned char byte : bytes) prefix = (prefix << 8) | byte;
  return prefix;
}

}  // namespace name_order_internal

// Puts `members` (pairs whose `first` is the name) in byte order of their
// names; members with the same name stay in their order. Rather than moving
// whole members about while sorting (each a name and a value, in random order
// over a large array), it sorts a compact index of name prefixes and
// positions, comparing the names themselves only where the prefixes tie, and
// then moves each member to its place.
template <class Member>
void sort_by_name(std::vector<Member>& members) {
  struct Key {
    std::uint64_t prefix;
    std::size_t position;
  };
  std::vector<Key> keys;
  keys.reserve(members.size());
  for (std::size_t i = 0; i < members.size(); ++i)
    keys.push_back({name_order_internal::prefix_of(members[i].first), i});
  std::sort(keys.begin(), keys.end(), [&](const Key& a, const Key& b) {
    if (a.prefix != b.prefix) return a.prefix < b.prefix;
    int order = std::string_view(members[a.position].first).compare(members[b.position].first);
    return order != 0 ? order < 0 : a.position < b.position;
  });
  // In place, cycle by cycle (a second array of members would raise the peak
  // of memory by its size): position i takes the member keys[i] names, and
  // a key pointing at its own place marks the place done.
  for (std::size_t start = 0; start < keys.size(); ++start) {
    if (keys[start].position == start) continue;
    Member held = std::move(members[start]);
    std::size_t place = start;
    while (keys[place].position != start) {
      std::size_t from = keys[place].position;
      members[place] = std::move(members[from]);
      keys[place].position = place;
      place = from;
    }
    members[place] = std::move(held);
    keys[place].position = place;
  }
}

}  // namespace hclc
