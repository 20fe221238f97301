package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestFieldWriterIndexAgrees checks the whole-program writer index against
// the plain one (every write of every method, in Order): the same writers,
// in the same order, for every field it answers for (public, protected,
// undeclared), and nothing filed for private and package-private fields.
func TestFieldWriterIndexAgrees(t *testing.T) {
	multi, scoped, globals := false, 0, 0
	for _, name := range []string{"pendingintent", "piflow", "pitargets", "pairputs", "taskstack", "interproc", "fieldkeys", "pkgfields", "negofield"} {
		p := fixtureProgram(t, name)
		multi = multi || len(p.Files) > 1
		plain := map[fkey][]*dex.Method{}
		for _, c := range p.Order {
			p.indexWritesOf(c, plain)
		}
		p.indexFieldWriters()
		global := 0
		for k, want := range plain {
			f := &dex.FieldRef{Class: k.class, Name: k.name, Type: k.typ}
			got := p.fieldWriters[k]
			if _, g := p.writerScope(f); !g {
				scoped++
				if got != nil {
					t.Errorf("%s: %v: a scoped field filed in the global index", name, k)
				}
				continue
			}
			global++
			if !slices.Equal(got, want) {
				t.Errorf("%s: %v: writers %v, want %v", name, k, got, want)
			}
		}
		globals += global
		if len(p.fieldWriters) != global {
			t.Errorf("%s: %d fields filed, want %d", name, len(p.fieldWriters), global)
		}
	}
	if scoped == 0 || globals == 0 {
		t.Errorf("the fixtures write %d scoped and %d global fields, want both", scoped, globals)
	}
	if !multi {
		t.Error("no multidex fixture among them")
	}
}
