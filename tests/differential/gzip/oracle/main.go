// Gzip oracle: what Terraform's base64gzip compresses, as Go's standard
// library writes it. Terraform hands the string's bytes to a
// compress/gzip.Writer at the default level in one Write, then calls Flush
// and Close; this program does the same with each input and prints the
// bytes, so that hclc's encoder can be compared with Go's byte for byte.
//
// Input, on stdin: a sequence of inputs, each a decimal byte count on its own
// line followed by that many bytes. Output: for each input, the hexadecimal
// gzip stream on one line.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"fmt"
	"io"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for {
		var size int
		if _, err := fmt.Fscanf(in, "%d\n", &size); err == io.EOF {
			return
		} else if err != nil {
			fmt.Fprintln(os.Stderr, "bad input:", err)
			os.Exit(1)
		}
		data := make([]byte, size)
		if _, err := io.ReadFull(in, data); err != nil {
			fmt.Fprintln(os.Stderr, "short input:", err)
			os.Exit(1)
		}
		var buf bytes.Buffer
		writer := gzip.NewWriter(&buf)
		if _, err := writer.Write(data); err != nil {
			panic(err)
		}
		if err := writer.Flush(); err != nil {
			panic(err)
		}
		if err := writer.Close(); err != nil {
			panic(err)
		}
		fmt.Fprintln(out, hex.EncodeToString(buf.Bytes()))
	}
}
