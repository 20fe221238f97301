package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/scan"
)

// stdinName is how reports name the input read from standard input.
const stdinName = "<stdin>"

// maxStdin bounds what is read from standard input: a large APK fits, an
// endless stream does not fill the disk.
const maxStdin = 1 << 30

// stdinInput is standard input copied into a temporary regular file, so
// that the scan reads it like any named file (APK, manifest or capture,
// recognised by content).
type stdinInput struct {
	dir, path string
	names     []string // the forms the path takes in messages, longest first
}

// readStdinInput replaces the path "-" (or /dev/stdin, which names the
// same stream) with a temporary copy of stdin. It returns a nil
// *stdinInput when no path is "-".
func readStdinInput(paths []string, stdin io.Reader, root string) ([]string, *stdinInput, error) {
	n := 0
	for _, p := range paths {
		if isStdin(p) {
			n++
		}
	}
	if n == 0 {
		return paths, nil, nil
	}
	if n > 1 {
		return nil, nil, errors.New("- (standard input) is given more than once")
	}
	if stdin == nil {
		return nil, nil, errors.New("-: no standard input")
	}
	dir, err := os.MkdirTemp("", "cetpaudit-stdin-")
	if err != nil {
		return nil, nil, fmt.Errorf("-: cannot buffer standard input: %w", err)
	}
	s := &stdinInput{dir: dir, path: filepath.Join(dir, "stdin")}
	s.names = []string{s.path, filepath.ToSlash(s.path), scan.Rel(root, s.path)}
	if wd, err := os.Getwd(); err == nil {
		s.names = append(s.names, scan.Rel(wd, s.path))
	}
	sort.Slice(s.names, func(i, j int) bool { return len(s.names[i]) > len(s.names[j]) })
	f, err := os.OpenFile(s.path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err == nil {
		var copied int64
		copied, err = io.Copy(f, io.LimitReader(stdin, maxStdin+1))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err == nil && copied > maxStdin {
			err = fmt.Errorf("more than %d bytes; save it to a file and scan that", maxStdin)
		}
		if err == nil && copied == 0 {
			err = errors.New("standard input is empty")
		}
	}
	if err != nil {
		s.remove()
		return nil, nil, fmt.Errorf("-: %w", err)
	}
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = p
		if isStdin(p) {
			out[i] = s.path
		}
	}
	return out, s, nil
}

func isStdin(p string) bool { return p == "-" || p == "/dev/stdin" }

// remove deletes the temporary copy.
func (s *stdinInput) remove() {
	if s != nil {
		os.RemoveAll(s.dir)
	}
}

// rename replaces the temporary path in a message by <stdin>.
func (s *stdinInput) rename(msg string) string {
	if s == nil {
		return msg
	}
	for _, n := range s.names {
		msg = strings.ReplaceAll(msg, n, stdinName)
	}
	return msg
}

// renameInput names standard input in one input's outcome.
func (s *stdinInput) renameInput(r *scan.InputResult) {
	if s == nil {
		return
	}
	if r.Input != nil && r.Input.Path == s.path {
		r.Input.Path = stdinName
	}
	for i := range r.Findings {
		s.renameFinding(&r.Findings[i].Location.Path, &r.Findings[i].Input)
	}
	for i := range r.Suppressed {
		s.renameFinding(&r.Suppressed[i].Finding.Location.Path, &r.Suppressed[i].Finding.Input)
	}
	if r.Err != nil {
		r.Err.Path = s.rename(r.Err.Path)
		r.Err.Message = s.rename(r.Err.Message)
	}
}

func (s *stdinInput) renameFinding(path, input *string) {
	*path = s.rename(*path)
	*input = s.rename(*input)
}

// renameResult names standard input throughout a result.
func (s *stdinInput) renameResult(res *finding.Result) {
	if s == nil {
		return
	}
	for i := range res.Findings {
		s.renameFinding(&res.Findings[i].Location.Path, &res.Findings[i].Input)
	}
	for i := range res.SuppressedFindings {
		f := &res.SuppressedFindings[i].Finding
		s.renameFinding(&f.Location.Path, &f.Input)
	}
	for i := range res.Errors {
		res.Errors[i].Path = s.rename(res.Errors[i].Path)
		res.Errors[i].Message = s.rename(res.Errors[i].Message)
	}
	for i := range res.Notes {
		res.Notes[i] = s.rename(res.Notes[i])
	}
	for i := range res.Scanned {
		res.Scanned[i].Path = s.rename(res.Scanned[i].Path)
	}
}
