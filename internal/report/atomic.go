package report

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
)

// WriteFileAtomic writes the output of render to path atomically: into a
// temporary file beside it, renamed over path only when everything was
// written, so a reader never sees half a report and a failed run leaves an
// existing file untouched.
func WriteFileAtomic(path string, render func(*bytes.Buffer) error) error {
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return err
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
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
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return fmt.Errorf("%s: cannot write output: %w", path, err)
	}
	return nil
}
