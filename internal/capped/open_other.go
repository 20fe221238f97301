//go:build !unix

package capped

import "os"

// openNonBlocking is a plain open where there are no FIFOs to block on.
func openNonBlocking(path string) (*os.File, error) {
	return os.Open(path)
}
