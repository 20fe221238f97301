package dex

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexfixture"
)

func loadFormats(t *testing.T) (*File, *Class) {
	t.Helper()
	data, err := os.ReadFile("testdata/formats.dex")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse("formats.dex", data)
	if err != nil {
		t.Fatal(err)
	}
	if f.NumClasses() != 1 {
		t.Fatalf("classes = %d", f.NumClasses())
	}
	c, err := f.Class(0)
	if err != nil {
		t.Fatal(err)
	}
	return f, c
}

func TestClassAndStaticValues(t *testing.T) {
	_, c := loadFormats(t)
	if c.Name != "Lfixture/Formats;" || c.Super != "Ljava/lang/Object;" || c.SourceFile != "Formats.java" {
		t.Errorf("class = %s super %s source %s", c.Name, c.Super, c.SourceFile)
	}
	vals, err := c.StaticValues()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Value{}
	for i, fd := range c.StaticFields {
		got[fd.Ref.Name] = vals[i]
	}
	if v := got["FLAGS"]; v.Kind != ValInt || v.Int != 0x4000000 {
		t.Errorf("FLAGS = %+v", v)
	}
	if v := got["BIG"]; v.Kind != ValLong || v.Int != 0x123456789abcdef {
		t.Errorf("BIG = %+v", v)
	}
	if v := got["NAME"]; v.Kind != ValString || v.Str != "n\u00e9" {
		t.Errorf("NAME = %+v", v)
	}
	if v := got["ON"]; v.Kind != ValBoolean || v.Int != 1 {
		t.Errorf("ON = %+v", v)
	}
}

func TestDecodeFormats(t *testing.T) {
	f, c := loadFormats(t)
	m := c.Direct[0]
	if m.Ref.String() != "Lfixture/Formats;->all(IJLjava/lang/Object;)I" {
		t.Fatalf("method = %s", m.Ref)
	}
	code, err := m.Code()
	if err != nil {
		t.Fatal(err)
	}
	var ins []Insn
	if err := Walk(code.Insns, func(in *Insn) bool { ins = append(ins, *in); return true }); err != nil {
		t.Fatal(err)
	}
	find := func(op byte) *Insn {
		for i := range ins {
			if ins[i].Op == op && ins[i].Fmt != FmtPayload {
				return &ins[i]
			}
		}
		t.Fatalf("opcode %#x not found", op)
		return nil
	}
	if in := find(OpConst4); in.Lit != -2 {
		t.Errorf("const/4 lit = %d", in.Lit)
	}
	if in := find(OpConst16); in.Lit != 0x1234 {
		t.Errorf("const/16 lit = %#x", in.Lit)
	}
	if in := find(OpConst); in.Lit != 0x12345678 {
		t.Errorf("const lit = %#x", in.Lit)
	}
	if in := find(OpConstHigh16); in.Lit != 0x4000000 {
		t.Errorf("const/high16 lit = %#x", in.Lit)
	}
	if in := find(OpConstWide); in.Lit != 0x123456789abcdef || in.Units != 5 {
		t.Errorf("const-wide lit = %#x units %d", in.Lit, in.Units)
	}
	if in := find(OpConstWideHigh16); in.Lit != 0x4000000000000000 {
		t.Errorf("const-wide/high16 lit = %#x", in.Lit)
	}
	if in := find(OpConstStringJumbo); in.Units != 3 {
		t.Errorf("const-string/jumbo units %d", in.Units)
	} else if s, _ := f.String(in.Index); s != "jumbo" {
		t.Errorf("jumbo string = %q", s)
	}
	if in := find(OpOrIntLit8); in.Lit != 0x10 {
		t.Errorf("or-int/lit8 lit = %#x", in.Lit)
	}
	if in := find(0xd8); in.Lit != -1 { // add-int/lit8
		t.Errorf("add-int/lit8 lit = %d", in.Lit)
	}
	if in := find(OpFilledNewArray); len(in.Args) != 3 || in.Args[2] != 2 {
		t.Errorf("filled-new-array args = %v", in.Args)
	}
	inv := find(0x77) // invoke-static/range
	if len(inv.Args) != 4 || inv.Args[0] != 8 {
		t.Errorf("invoke-static/range args = %v (want p0..p3 = v8..v11)", inv.Args)
	}
	if r, _ := f.Method(inv.Index); r.Name != "all" || r.ArgWords() != 4 {
		t.Errorf("invoke target = %v", r)
	}
	var payloads []*Payload
	for i := range ins {
		if ins[i].Payload != nil {
			payloads = append(payloads, ins[i].Payload)
		}
	}
	if len(payloads) != 3 {
		t.Fatalf("payloads = %d, want 3", len(payloads))
	}
	if p := payloads[0]; p.Ident != 0x0100 || len(p.Keys) != 2 || p.Keys[1] != 2 {
		t.Errorf("packed switch = %+v", p)
	}
	if p := payloads[1]; p.Ident != 0x0200 || len(p.Keys) != 2 || p.Keys[1] != 0x100 {
		t.Errorf("sparse switch = %+v", p)
	}
	if p := payloads[2]; p.Ident != 0x0300 || p.Width != 4 || len(p.Data) != 12 || p.Data[4] != 2 {
		t.Errorf("array data = %+v", p)
	}
	lines, err := code.Lines(f)
	if err != nil {
		t.Fatal(err)
	}
	if got := LineAt(lines, 0); got != 10 {
		t.Errorf("line at 0 = %d, want 10", got)
	}
	if got := LineAt(lines, inv.Addr); got != 11 {
		t.Errorf("line at invoke = %d, want 11", got)
	}
	ret := find(OpReturn)
	if got := LineAt(lines, ret.Addr); got != 12 {
		t.Errorf("line at return = %d, want 12", got)
	}
}

func TestMalformed(t *testing.T) {
	good, err := os.ReadFile("testdata/formats.dex")
	if err != nil {
		t.Fatal(err)
	}
	mutate := func(off int, b ...byte) []byte {
		d := append([]byte(nil), good...)
		copy(d[off:], b)
		return d
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"short", good[:40]},
		{"magic", mutate(0, 'x')},
		{"endian", mutate(0x28, 0x78, 0x56, 0x34, 0x13)},
		{"huge string count", mutate(0x38, 0xff, 0xff, 0xff, 0x0f)},
		{"method table past end", mutate(0x5c, 0xf0, 0xff, 0xff, 0x00)},
	}
	for _, tt := range tests {
		_, err := Parse("bad.dex", tt.data)
		var de *Error
		if !errors.As(err, &de) {
			t.Errorf("%s: err = %v, want *dex.Error", tt.name, err)
		}
	}
	// Truncating the file keeps the header but cuts code and data.
	for cut := headerSize; cut < len(good); cut += 7 {
		exercise("cut.dex", good[:cut])
	}
}

func TestDecodeTruncated(t *testing.T) {
	for _, insns := range [][]uint16{
		{0x0014},         // const, 3 units
		{0x0018, 0, 0},   // const-wide, 5 units
		{0x306e, 0x0001}, // invoke-virtual missing the register word
		{0x0100, 0x0010}, // packed-switch payload claiming 16 targets
		{0x003e},         // unused opcode
	} {
		if err := Walk(insns, func(*Insn) bool { return true }); err == nil {
			t.Errorf("%#04x: no error", insns)
		}
	}
}

// TestCallSite reads the LambdaMetafactory call sites of the interproc
// fixture: the bootstrap method, the method name and the implementation
// method handle.
func TestCallSite(t *testing.T) {
	var f *File
	for i, b := range dexfixture.FromAPKs(t, filepath.Join("..", "..", "testdata", "dex")) {
		g, err := Parse(fmt.Sprintf("classes%d.dex", i), b)
		if err != nil {
			t.Fatal(err)
		}
		// The interproc fixture's (rev14s, later by name, has one too).
		if g.callSiteTables(); g.callSites.n > 0 && f == nil {
			f = g
		}
	}
	if f == nil {
		t.Fatal("no fixture dex has call sites")
	}
	var impls []string
	for i := range f.callSites.n {
		cs, err := f.CallSite(i)
		if err != nil {
			t.Fatal(err)
		}
		if cs.Bootstrap.Class != "Ljava/lang/invoke/LambdaMetafactory;" || cs.Name != "run" || len(cs.Handles) != 1 {
			t.Errorf("call site %d = %+v", i, cs)
			continue
		}
		impls = append(impls, cs.Handles[0].String())
	}
	sort.Strings(impls)
	if want := "Lcom/example/ip/Modern;->lambda$all$0()V Lcom/example/ip/Modern;->lambda$all$1()V"; strings.Join(impls, " ") != want {
		t.Errorf("implementation methods %v, want %s", impls, want)
	}
	if _, err := f.CallSite(f.callSites.n); err == nil {
		t.Error("an out-of-range call site gave no error")
	}
}
