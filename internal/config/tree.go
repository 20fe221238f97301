package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Bounds on the configuration file: it is small and written by people, so
// anything larger is a mistake (or hostile) and is refused.
const (
	MaxSize  = 1 << 20
	maxDepth = 16
	maxNodes = 100000
)

// node is a JSON value with the byte offset where it starts, so errors can
// name a line. Objects keep their keys in document order.
type node struct {
	off   int64
	kind  byte // '{', '[', 's' string, 'n' number, 'b' bool, '0' null
	keys  []member
	elems []*node
	str   string
	num   json.Number
	bool  bool
}

type member struct {
	key    string
	keyOff int64
	val    *node
}

// parseTree decodes data into a positioned tree, rejecting duplicate keys,
// deep nesting and trailing data.
func parseTree(data []byte) (*node, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	p := &treeParser{d: d, data: data}
	root, err := p.value(0)
	if err != nil {
		return nil, err
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, posError{d.InputOffset(), "unexpected data after the top-level object"}
	}
	return root, nil
}

type treeParser struct {
	d     *json.Decoder
	data  []byte
	nodes int
}

// posError is an error at a byte offset of the file.
type posError struct {
	off int64
	msg string
}

func (e posError) Error() string { return e.msg }

func (p *treeParser) value(depth int) (*node, error) {
	if depth > maxDepth {
		return nil, posError{p.d.InputOffset(), fmt.Sprintf("nested deeper than %d levels", maxDepth)}
	}
	if p.nodes++; p.nodes > maxNodes {
		return nil, posError{p.d.InputOffset(), fmt.Sprintf("more than %d values", maxNodes)}
	}
	off := p.d.InputOffset()
	tok, err := p.d.Token()
	if err != nil {
		return nil, syntaxError(p.d, err)
	}
	n := &node{off: skipSpace(p, off)}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n.kind = '{'
			seen := map[string]bool{}
			for p.d.More() {
				keyOff := p.d.InputOffset()
				kt, err := p.d.Token()
				if err != nil {
					return nil, syntaxError(p.d, err)
				}
				key, ok := kt.(string)
				if !ok {
					return nil, posError{keyOff, "expected an object key"}
				}
				keyOff = skipSpace(p, keyOff)
				if seen[key] {
					return nil, posError{keyOff, fmt.Sprintf("duplicate key %q", key)}
				}
				seen[key] = true
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, member{key: key, keyOff: keyOff, val: v})
			}
		case '[':
			n.kind = '['
			for p.d.More() {
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.elems = append(n.elems, v)
			}
		default:
			return nil, posError{off, fmt.Sprintf("unexpected %q", rune(t))}
		}
		if _, err := p.d.Token(); err != nil { // closing delimiter
			return nil, syntaxError(p.d, err)
		}
	case string:
		n.kind, n.str = 's', t
	case json.Number:
		n.kind, n.num = 'n', t
	case bool:
		n.kind, n.bool = 'b', t
	case nil:
		n.kind = '0'
	}
	return n, nil
}

// skipSpace moves an offset taken before a token past the separators
// (whitespace, ',' and ':') that precede the token itself.
func skipSpace(p *treeParser, off int64) int64 {
	for off < int64(len(p.data)) {
		switch p.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
			continue
		}
		break
	}
	return off
}

func syntaxError(d *json.Decoder, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return posError{se.Offset, "invalid JSON: " + se.Error()}
	}
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return posError{d.InputOffset(), "invalid JSON: unexpected end of file"}
	}
	return posError{d.InputOffset(), "invalid JSON: " + err.Error()}
}

// lineCol converts a byte offset into a 1-based line and column (in runes).
func lineCol(data []byte, off int64) (line, col int) {
	if off < 0 {
		off = 0
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	before := data[:off]
	line = bytes.Count(before, []byte{'\n'}) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	col = len([]rune(string(before[start:]))) + 1
	return line, col
}

func kindName(k byte) string {
	switch k {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 's':
		return "a string"
	case 'n':
		return "a number"
	case 'b':
		return "a boolean"
	}
	return "null"
}

func joinPath(parent, key string) string {
	if parent == "" {
		return key
	}
	if strings.HasPrefix(key, "[") {
		return parent + key
	}
	return parent + "." + key
}
