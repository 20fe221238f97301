package report

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func render(s string) func(*bytes.Buffer) error {
	return func(b *bytes.Buffer) error { b.WriteString(s); return nil }
}

// A FIFO (like /dev/null or /dev/stdout, a path that is not a regular
// file) is written to, never renamed over: replacing a device node would
// break the system for every later process.
func TestWriteFileAtomicNonRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	// A reader opened without blocking lets the write go through a pipe
	// buffer, with no goroutine left hanging if the FIFO were replaced.
	r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := WriteFileAtomic(fifo, render("report")); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	n, _ := r.Read(buf)
	if s := string(buf[:n]); s != "report" {
		t.Errorf("reader got %q", s)
	}
	fi, err := os.Lstat(fifo)
	if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v %v", fi.Mode(), err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
}

// A symbolic link stays a link; the file it points to gets the output.
func TestWriteFileAtomicSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.sarif")
	link := filepath.Join(dir, "link.sarif")
	if err := os.WriteFile(real, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	if err := WriteFileAtomic(link, render("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if b, _ := os.ReadFile(real); string(b) != "new" {
		t.Errorf("target = %q", b)
	}
}

func TestWriteFileAtomicDirectory(t *testing.T) {
	dir := t.TempDir()
	err := WriteFileAtomic(dir, render("x"))
	if err == nil || !strings.Contains(err.Error(), dir+": cannot write output: is a directory") {
		t.Errorf("err = %v", err)
	}
}
