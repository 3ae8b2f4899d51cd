#pragma once
// gzip as Go's standard library writes it (not installed API): Terraform's
// base64gzip promises the bytes of Go's compress/gzip, which zlib's deflate
// does not reproduce beyond a few bytes of input (its matcher, block
// splitting and Huffman codes all choose differently).

#include <string>
#include <string_view>

namespace hclc::ext {

// The stream a compress/gzip.Writer at the default level writes when `bytes`
// is given to one Write followed by Flush and Close, as Terraform's
// base64gzip does: a header with no name, no time and the "unknown" OS, the
// data as Go's level-6 deflate encodes it, an empty stored block for the
// flush, an empty final stored block for the close, and the CRC-32 and
// length trailer.
std::string go_gzip(std::string_view bytes);

}  // namespace hclc::ext
