package program

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/apk"
)

// TestCallTags checks sitesNamed's search of the tag index against its
// pass over every call site: the same sites, in the same order, for every
// callee name and every constructor's class of a fixture app and, with
// $CETPAUDIT_CORPUS, of every corpus APK with dex.
func TestCallTags(t *testing.T) {
	paths := []string{filepath.Join("..", "..", "..", "testdata", "dex", "callerid.apk")}
	if dir := os.Getenv("CETPAUDIT_CORPUS"); dir != "" {
		more, _ := filepath.Glob(filepath.Join(dir, "*.apk"))
		paths = append(paths, more...)
	}
	for _, path := range paths {
		a, err := apk.Open(path)
		if err != nil {
			continue // not a zip the scan reads: nothing to load
		}
		p, err := LoadAPK(a)
		a.Close()
		if err != nil || p == nil {
			continue
		}
		checkCallTags(t, filepath.Base(path), p, len(paths) > 1)
	}
}

func checkCallTags(t *testing.T, name string, p *Program, sample bool) {
	t.Helper()
	// What one pass per name lists, every name gathered at once.
	type key struct{ name, class string }
	want := map[key][]Site{}
	var keys []key
	for _, c := range p.Order {
		fi := p.fileIndex(c.File)
		if fi == len(p.Files) {
			continue
		}
		for _, m := range c.Methods() {
			calls := p.calleeCalls(fi, m)
			for i := range calls {
				ks := []key{{calls[i].Ref.Name, ""}}
				if calls[i].Ref.Name == "<init>" {
					ks = []key{{"<init>", calls[i].Ref.Class}}
				}
				for _, k := range ks {
					if _, ok := want[k]; !ok {
						keys = append(keys, k)
					}
					want[k] = append(want[k], Site{Method: m, Call: &calls[i]})
				}
			}
		}
	}
	for i, k := range keys {
		if sample && i%8 != 0 {
			continue // a corpus app has tens of thousands of names
		}
		got := p.tagged(callTag(k.name, k.class), k.name, k.class)
		if !slices.Equal(got, want[k]) {
			t.Errorf("%s: the tag index lists %d sites of %s %s, the pass %d", name, len(got), k.class, k.name, len(want[k]))
		}
		if i%256 == 0 { // the pass itself, on a sample
			if pass := p.passNamed(callTag(k.name, k.class), true, k.name, k.class); !slices.Equal(pass, want[k]) {
				t.Errorf("%s: the pass lists %d sites of %s %s, want %d", name, len(pass), k.class, k.name, len(want[k]))
			}
		}
	}
	if len(keys) == 0 {
		return
	}
	// A name no call has, and the names by tag once the index is built.
	if got := p.tagged(callTag("noSuchName", ""), "noSuchName", ""); len(got) != 0 {
		t.Errorf("%s: %d sites of a name no call has", name, len(got))
	}
}
