//go:build unix

package capped

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A FIFO without a writer would block a plain open forever; Open and
// ReadFile must refuse it at once.
func TestOpenRefusesFIFO(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 2)
	go func() {
		_, err := Open(path)
		done <- err
		_, err = ReadFile(path, 10)
		done <- err
	}()
	for range 2 {
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotRegular) {
				t.Errorf("err = %v, want ErrNotRegular", err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("opening a FIFO blocked")
		}
	}
	if err := CheckRegular(path); !errors.Is(err, ErrNotRegular) {
		t.Errorf("CheckRegular = %v", err)
	}
}
