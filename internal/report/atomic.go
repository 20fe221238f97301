package report

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFileAtomic writes the output of render to path atomically: into a
// temporary file beside it, renamed over path only when everything was
// written, so a reader never sees half a report and a failed run leaves an
// existing file untouched.
//
// Only a regular file is replaced. A path naming a device, a pipe or a
// socket (-o /dev/null, -o /dev/stdout, a FIFO a CI step reads) is written
// to in place once the whole output is rendered: renaming over it would
// replace the device node itself — as root, /dev/null. A symbolic link is
// followed, so the file it points to is replaced and the link kept.
func WriteFileAtomic(path string, render func(*bytes.Buffer) error) error {
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return err
	}
	target := path
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
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

// writeInPlace writes data to an existing file that is not a regular file.
// It is opened without O_CREATE or O_TRUNC: both mean nothing to a device
// or a pipe, and a path that vanished in between is an error, not a new file.
func writeInPlace(path, target string, data []byte) error {
	f, err := os.OpenFile(target, os.O_WRONLY, 0)
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
