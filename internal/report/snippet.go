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

// contextAround is how many lines the HTML report shows before and after
// the lines a finding points at.
const contextAround = 3

// ContextLine is one numbered source line around a finding; Hit marks
// the lines the finding points at.
type ContextLine struct {
	N    int
	Text string
	Hit  bool
}

// contextFiles reads the files findings point into, once each.
type contextFiles struct {
	root  string
	lines map[string][][]byte
}

// context returns the lines around a location: the element's start tag
// of an XML file or the JSON value's lines (marked), with contextAround
// lines either side. Nil when the file cannot be read as text.
func (c *contextFiles) context(l finding.Location) []ContextLine {
	if c == nil || c.root == "" || l.Line <= 0 || l.Path == "" {
		return nil
	}
	lines, ok := c.lines[l.Path]
	if !ok {
		lines = readLines(filepath.Join(c.root, filepath.FromSlash(l.Path)))
		c.lines[l.Path] = lines
	}
	if l.Line > len(lines) {
		return nil
	}
	last := l.Line
	switch {
	case l.EndLine > l.Line:
		last = l.EndLine
	case strings.HasSuffix(strings.ToLower(l.Path), ".xml"):
		for last < len(lines) && !bytes.Contains(lines[last-1], []byte{'>'}) {
			last++
		}
	}
	if last-l.Line >= maxSnippetLines {
		last = l.Line + maxSnippetLines - 1
	}
	from, to := max(1, l.Line-contextAround), min(len(lines), last+contextAround)
	out := make([]ContextLine, 0, to-from+1)
	for n := from; n <= to; n++ {
		text := strings.TrimRight(string(lines[n-1]), "\r")
		if len(text) > maxSnippetBytes {
			text = strings.ToValidUTF8(text[:maxSnippetBytes], "") + "…"
		}
		out = append(out, ContextLine{N: n, Text: finding.Sanitize(strings.ReplaceAll(text, "\t", "    ")), Hit: n >= l.Line && n <= last})
	}
	return out
}
