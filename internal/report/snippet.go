package report

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"

	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// Snippet bounds: files read, lines and bytes shown.
const (
	maxSnippetFile  = 16 << 20
	maxSnippetLines = 12
	maxSnippetBytes = 2000
)

// AddSnippets fills in Snippet, where a check left it empty, with the
// source lines a finding points at: the element's start tag in an XML
// file (to its closing '>'), the line range of a JSON value, the Go line.
// Paths are relative to root. Binary files (APKs) and unreadable files get
// no snippet; their findings' logical locations say where they are.
func AddSnippets(fs []finding.Finding, root string) {
	files := map[string][][]byte{}
	for i := range fs {
		f := &fs[i]
		if f.Snippet != "" || f.Location.Line <= 0 || f.Location.Path == "" {
			continue
		}
		lines, ok := files[f.Location.Path]
		if !ok {
			lines = readLines(filepath.Join(root, filepath.FromSlash(f.Location.Path)))
			files[f.Location.Path] = lines
		}
		f.Snippet = snippet(lines, f.Location, strings.HasSuffix(strings.ToLower(f.Location.Path), ".xml"))
	}
}

// readLines returns a text file's lines, or nil for a binary, oversized
// or unreadable file.
func readLines(path string) [][]byte {
	fh, err := capped.Open(path) // never blocks on a FIFO at a finding's path
	if err != nil {
		return nil
	}
	defer fh.Close()
	if st, err := fh.Stat(); err != nil || !st.Mode().IsRegular() || st.Size() > maxSnippetFile {
		return nil
	}
	data, err := io.ReadAll(io.LimitReader(fh, maxSnippetFile))
	if err != nil {
		return nil
	}
	head := data
	if len(head) > 8192 {
		head = head[:8192]
	}
	if bytes.IndexByte(head, 0) >= 0 || bytes.HasPrefix(data, []byte("PK\x03\x04")) {
		return nil
	}
	return bytes.Split(data, []byte{'\n'})
}

func snippet(lines [][]byte, l finding.Location, xml bool) string {
	if l.Line > len(lines) {
		return ""
	}
	last := l.Line
	switch {
	case l.EndLine > l.Line:
		last = l.EndLine
	case xml:
		// An element's start tag often spans lines: show it to its '>'.
		for last < len(lines) && !bytes.Contains(lines[last-1], []byte{'>'}) {
			last++
		}
	}
	if last-l.Line >= maxSnippetLines {
		last = l.Line + maxSnippetLines - 1
	}
	var b strings.Builder
	for n := l.Line; n <= last; n++ {
		line := strings.TrimRight(string(lines[n-1]), "\r")
		b.WriteString(finding.Sanitize(strings.ReplaceAll(line, "\t", "    ")))
		if n < last {
			b.WriteByte('\n')
		}
		if b.Len() > maxSnippetBytes {
			return strings.ToValidUTF8(b.String()[:maxSnippetBytes], "") + "…"
		}
	}
	return b.String()
}
