package report

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
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

// -o /dev/stdout with the shell appending to a log: the log keeps its
// earlier lines (renaming over the file the link resolves to lost them).
func TestWriteFileAtomicOpenFileName(t *testing.T) {
	for _, tt := range []struct {
		path string
		want bool
	}{
		{"/dev/stdout", true}, {"/dev/stderr", true}, {"/dev/fd/3", true},
		{"/proc/self/fd/1", true}, {"/proc/1234/fd/1", true},
		{"/dev/null", false}, {"/proc/self/status", false}, {"out/dev/stdout", false},
	} {
		if got := openFileName(tt.path); got != tt.want {
			t.Errorf("openFileName(%q) = %v, want %v", tt.path, got, tt.want)
		}
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "log")
	if err := os.WriteFile(log, []byte("OLD\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(log, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	path := "/proc/self/fd/" + strconv.Itoa(int(f.Fd()))
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no /proc here: %v", err)
	}
	if err := WriteFileAtomic(path, render("NEW\n")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(log); string(b) != "OLD\nNEW\n" {
		t.Errorf("log = %q", b)
	}
}

func TestWriteFileAtomicDanglingSymlink(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link.sarif")
	if err := os.Symlink(filepath.Join(dir, "missing", "x"), link); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	err := WriteFileAtomic(link, render("x"))
	if err == nil || !strings.Contains(err.Error(), "a symbolic link to nothing") {
		t.Errorf("err = %v", err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced")
	}
}
