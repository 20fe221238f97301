package report

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// WriteFileAtomic writes the output of render to path atomically: into a
// temporary file beside it, renamed over path only when everything was
// written, so a reader never sees half a report and a failed run leaves an
// existing file untouched.
//
// Only a regular file is replaced. A path naming a device or a pipe (-o
// /dev/null, a FIFO a CI step reads) or one of the process's open files
// (-o /dev/stdout, /dev/fd/N, /proc/self/fd/N, whatever the shell
// redirected them to) is written to in place, appending, once the whole
// output is rendered: renaming over it would replace the device node
// itself — as root, /dev/null — or a log the shell appends to. A symbolic
// link is followed, so the file it points to is replaced and the link kept;
// a link to nothing is an error.
func WriteFileAtomic(path string, render func(*bytes.Buffer) error) error {
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return err
	}
	if openFileName(path) {
		return writeInPlace(path, path, buf.Bytes())
	}
	target := path
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		resolved, err := filepath.EvalSymlinks(path)
		if err != nil {
			return fmt.Errorf("%s: cannot write output: a symbolic link to nothing", path)
		}
		target = resolved
	}
	if fi, err := os.Stat(target); err == nil && !fi.Mode().IsRegular() {
		if fi.IsDir() {
			return fmt.Errorf("%s: cannot write output: is a directory", path)
		}
		return writeInPlace(path, target, buf.Bytes())
	}
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".tmp*")
	if err != nil {
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	name := tmp.Name()
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		os.Remove(name)
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(name)
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	if err := os.Chmod(name, 0o644); err != nil {
		os.Remove(name)
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	if err := os.Rename(name, target); err != nil {
		os.Remove(name)
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	return nil
}

// openFileName reports whether path names one of the process's open files
// rather than a file of its own: /dev/stdout, /dev/stderr, /dev/fd/N,
// /proc/self/fd/N, /proc/PID/fd/N.
func openFileName(path string) bool {
	p := filepath.Clean(path)
	if p == "/dev/stdout" || p == "/dev/stderr" || strings.HasPrefix(p, "/dev/fd/") {
		return true
	}
	if rest, ok := strings.CutPrefix(p, "/proc/"); ok {
		_, fd, ok := strings.Cut(rest, "/")
		return ok && strings.HasPrefix(fd, "fd/")
	}
	return false
}

// writeInPlace writes data to an existing file that is not one to replace.
// It is opened to append, without O_CREATE or O_TRUNC: a shell's `>` has
// truncated it already and its `>>` must keep what is there; both mean
// nothing to a device or a pipe; and a path that vanished in between is an
// error, not a new file.
func writeInPlace(path, target string, data []byte) error {
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the message names path already
		}
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	return nil
}
