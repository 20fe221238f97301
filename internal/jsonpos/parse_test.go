package jsonpos

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/descriptor"
)

func find(n *descriptor.Node, ptr string) *descriptor.Node {
	if n == nil {
		return nil
	}
	if n.At.Logical == ptr {
		return n
	}
	for _, e := range n.Elems {
		if f := find(e, ptr); f != nil {
			return f
		}
	}
	for _, m := range n.Members {
		if f := find(m.Value, ptr); f != nil {
			return f
		}
	}
	return nil
}

func TestPositions(t *testing.T) {
	// "😀" is two UTF-16 units, "é" one; CRLF is one line break.
	doc := "{\r\n  \"a/b\": [1, \"😀é\", {\"~k\": true}],\n\t\"x\": null, \"y\": -1.5e3}"
	n, err := Parse([]byte(doc), "f.json")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		ptr       string
		line, col int
		kind      descriptor.Kind
	}{
		{"", 1, 1, descriptor.KindObject},
		{"/a~1b", 2, 10, descriptor.KindArray},
		{"/a~1b/0", 2, 11, descriptor.KindInteger},
		{"/a~1b/1", 2, 14, descriptor.KindString},
		{"/a~1b/2", 2, 21, descriptor.KindObject}, // after "😀é" = 1+2+1+1 units
		{"/a~1b/2/~0k", 2, 28, descriptor.KindBool},
		{"/x", 3, 7, descriptor.KindNull},
		{"/y", 3, 18, descriptor.KindInteger}, // -1.5e3 is integral,
	}
	for _, tt := range tests {
		v := find(n, tt.ptr)
		if v == nil {
			t.Errorf("%q not found", tt.ptr)
			continue
		}
		if v.At.Line != tt.line || v.At.Column != tt.col || v.Kind != tt.kind {
			t.Errorf("%q at %d:%d %v, want %d:%d %v", tt.ptr, v.At.Line, v.At.Column, v.Kind, tt.line, tt.col, tt.kind)
		}
		if got := doc[v.Start:v.End]; !json.Valid([]byte(got)) {
			t.Errorf("%q span %q is not the value", tt.ptr, got)
		}
	}
	if s := find(n, "/a~1b/1").Str; s != "😀é" {
		t.Errorf("string = %q", s)
	}
}

func TestValues(t *testing.T) {
	n, err := Parse([]byte(`{"i": 65536, "f": 1.0, "g": 0.5, "big": 123456789012345678901234567890, "s": "a\u00e9\ud83d\ude00\n\"", "lone": "\ud800x"}`), "v.json")
	if err != nil {
		t.Fatal(err)
	}
	if v := n.Get("i"); v.Kind != descriptor.KindInteger || v.Int != 65536 {
		t.Errorf("i = %v %d", v.Kind, v.Int)
	}
	if v := n.Get("f"); v.Kind != descriptor.KindInteger || v.Int != 1 {
		t.Errorf("1.0 = %v", v.Kind)
	}
	if v := n.Get("g"); v.Kind != descriptor.KindNumber {
		t.Errorf("0.5 = %v", v.Kind)
	}
	if v := n.Get("big"); v.Kind != descriptor.KindNumber {
		t.Errorf("big = %v", v.Kind)
	}
	if v := n.Get("s"); v.Str != "aé😀\n\"" {
		t.Errorf("s = %q", v.Str)
	}
	if v := n.Get("lone"); v.Str != "\uFFFDx" {
		t.Errorf("lone = %q", v.Str)
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name, doc, msg, ptr string
		line, col           int
	}{
		{"duplicate", `{"a": 1,` + "\n" + ` "a": 2}`, "duplicate object key", "/a", 2, 2},
		{"utf8", `{"d": "ok` + "\xff" + `"}`, "invalid UTF-8", "/d", 1, 10},
		{"deep", strings.Repeat("[", 10000) + strings.Repeat("]", 10000), "nested deeper than 256", "/0/0", 1, 257},
		{"trailing", `{} {}`, "unexpected data", "", 1, 4},
		{"truncated", `{"tools": [{"name": "a"`, "unexpected end", "/tools/0", 1, 24},
		{"control", "[\"a\tb\"]", "control character", "/0", 1, 4},
		{"number", `[01]`, "invalid number", "/0", 1, 4},
		{"key", `{1: 2}`, "expected a string object key", "", 1, 2},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.doc), "bad.json")
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: err = %v", tt.name, err)
			continue
		}
		if !strings.Contains(e.Msg, tt.msg) || e.Line != tt.line || e.Col != tt.col || !strings.HasPrefix(e.Pointer, tt.ptr) {
			t.Errorf("%s: %v; want %q at %d:%d %s", tt.name, err, tt.msg, tt.line, tt.col, tt.ptr)
		}
		if !strings.HasPrefix(err.Error(), "bad.json:") {
			t.Errorf("%s: error does not name the file: %v", tt.name, err)
		}
	}
}

func TestManyValuesBounded(t *testing.T) {
	doc := "[" + strings.Repeat("1,", MaxValues) + "1]"
	if _, err := Parse([]byte(doc), "many.json"); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("err = %v", err)
	}
}

func TestOrigin(t *testing.T) {
	n, err := ParseAt([]byte(`{"a": 1}`), "adb.txt", Origin{Offset: 40, Line: 3, Col: 30, Pointer: "/data"})
	if err != nil {
		t.Fatal(err)
	}
	a := n.Get("a")
	if a.At.Line != 3 || a.At.Column != 36 || a.At.Logical != "/data/a" || a.Start != 46 {
		t.Errorf("a at %d:%d %s offset %d", a.At.Line, a.At.Column, a.At.Logical, a.Start)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{`{"a":[1,2,{"b":null}]}`, `"\ud83d\ude00"`, `-0.5e+3`, `{"a":1,"a":2}`, "[\"\xff\"]", strings.Repeat("[", 300)} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := Parse(data, "fuzz.json")
		if err != nil {
			return
		}
		// Whatever parses is valid JSON to encoding/json too (which accepts
		// duplicates, so only this direction holds).
		if !json.Valid(data[bomLen(data):]) {
			t.Fatalf("accepted invalid JSON %q", data)
		}
		if n.End > len(data) || n.Start < 0 || n.Start > n.End {
			t.Fatalf("span %d..%d of %d", n.Start, n.End, len(data))
		}
	})
}

func bomLen(b []byte) int {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		return 3
	}
	return 0
}
