//go:build unix

package capped

import (
	"os"
	"syscall"
)

// openNonBlocking opens with O_NONBLOCK so that a FIFO without a writer
// (swapped in after the stat) cannot hang the open; on regular files the
// flag has no effect on reads.
func openNonBlocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
