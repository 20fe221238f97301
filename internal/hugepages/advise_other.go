//go:build !linux

package hugepages

// Make returns a new buffer of n bytes: huge pages are a Linux hint here.
func Make(n int) []byte { return make([]byte, n) }
