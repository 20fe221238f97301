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

// stdinInput holds the streams a run reads: standard input ("-" or
// /dev/stdin) and pipes this process holds (bash's <(…) gives /dev/fd/63),
// each copied into a temporary regular file, so that the scan reads it
// like any named file (APK, manifest or capture, recognised by content),
// and reports name it as the user did.
type stdinInput struct {
	dir     string
	streams []streamCopy
}

// streamCopy is one stream's temporary copy.
type streamCopy struct {
	path    string   // the copy
	names   []string // the forms the copy's path takes in messages, longest first
	display string   // how reports name it: <stdin>, or the path given
}

// readStdinInput replaces the path "-" (or /dev/stdin, which names the
// same stream), and every /dev/fd/N that is a pipe or character device
// rather than a file, with a temporary copy of what it yields. It returns a nil
// *stdinInput when no path is a stream.
func readStdinInput(paths []string, stdin io.Reader, root string) ([]string, *stdinInput, error) {
	n := 0
	for _, p := range paths {
		if isStdin(p) {
			n++
		}
	}
	if n > 1 {
		return nil, nil, errors.New("- (standard input) is given more than once")
	}
	var s *stdinInput
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = p
		var src io.Reader
		display := p
		switch {
		case isStdin(p):
			if stdin == nil {
				s.remove()
				return nil, nil, errors.New("-: no standard input")
			}
			src, display = stdin, stdinName
		case isStream(p):
			f, err := os.Open(p)
			if err != nil {
				s.remove()
				return nil, nil, err
			}
			defer f.Close()
			src = f
		default:
			continue
		}
		if s == nil {
			dir, err := os.MkdirTemp("", "cetpaudit-stdin-")
			if err != nil {
				return nil, nil, fmt.Errorf("%s: cannot buffer the stream: %w", display, err)
			}
			s = &stdinInput{dir: dir}
		}
		c, err := s.copy(src, fmt.Sprintf("stream%d", len(s.streams)), display, root)
		if err != nil {
			s.remove()
			if display == stdinName {
				display = "-"
			}
			return nil, nil, fmt.Errorf("%s: %w", display, err)
		}
		out[i] = c.path
	}
	return out, s, nil
}

// copy copies one stream, at most maxStdin bytes, into the directory.
func (s *stdinInput) copy(src io.Reader, name, display, root string) (*streamCopy, error) {
	c := streamCopy{path: filepath.Join(s.dir, name), display: display}
	c.names = []string{c.path, filepath.ToSlash(c.path), scan.Rel(root, c.path)}
	if wd, err := os.Getwd(); err == nil {
		c.names = append(c.names, scan.Rel(wd, c.path))
	}
	sort.Slice(c.names, func(i, j int) bool { return len(c.names[i]) > len(c.names[j]) })
	f, err := os.OpenFile(c.path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return nil, err
	}
	copied, err := io.Copy(f, io.LimitReader(src, maxStdin+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	switch {
	case err != nil:
		return nil, err
	case copied > maxStdin:
		return nil, fmt.Errorf("more than %d bytes; save it to a file and scan that", maxStdin)
	case copied == 0 && display == stdinName:
		return nil, errors.New("standard input is empty")
	case copied == 0:
		return nil, errors.New("the stream is empty")
	}
	s.streams = append(s.streams, c)
	return &s.streams[len(s.streams)-1], nil
}

func isStdin(p string) bool { return p == "-" || p == "/dev/stdin" }

// isStream reports whether p is a descriptor this process already holds
// (/dev/fd/N, what bash's <(…) gives) that is a pipe or a character
// device rather than a file. A FIFO elsewhere stays refused: opening it
// blocks until some writer comes, perhaps never.
func isStream(p string) bool {
	if !strings.HasPrefix(p, "/dev/fd/") && !strings.HasPrefix(p, "/proc/self/fd/") {
		return false
	}
	fi, err := os.Stat(p)
	return err == nil && fi.Mode()&(os.ModeNamedPipe|os.ModeCharDevice) != 0
}

// remove deletes the temporary copies.
func (s *stdinInput) remove() {
	if s != nil {
		os.RemoveAll(s.dir)
	}
}

// rename replaces the temporary paths in a message by the streams' names.
func (s *stdinInput) rename(msg string) string {
	if s == nil {
		return msg
	}
	for _, c := range s.streams {
		for _, n := range c.names {
			msg = strings.ReplaceAll(msg, n, c.display)
		}
	}
	return msg
}

// renameInput names standard input in one input's outcome.
func (s *stdinInput) renameInput(r *scan.InputResult) {
	if s == nil {
		return
	}
	if r.Input != nil {
		for _, c := range s.streams {
			if r.Input.Path == c.path {
				r.Input.Path = c.display
			}
		}
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
