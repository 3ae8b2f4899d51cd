// hclc's side of the gzip differential (gzip_test.py): reads inputs as the
// Go oracle does (oracle/main.go: a decimal byte count on its own line, then
// that many bytes) and prints each one's ext::go_gzip in hexadecimal on a line.

#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

#include "ext/go_gzip.h"

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    const std::size_t size = std::stoul(line);
    std::string data(size, '\0');
    if (!std::cin.read(data.data(), static_cast<std::streamsize>(size))) {
      std::cerr << "short input\n";
      return 1;
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string hex;
    for (unsigned char c : hclc::ext::go_gzip(data)) {
      hex += kHex[c >> 4];
      hex += kHex[c & 15];
    }
    std::cout << hex << '\n';
  }
  return 0;
}
