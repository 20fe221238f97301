package program

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dexfixture"
)

// fixtureDex returns the classes*.dex of the rule fixture APKs.
func fixtureDex(tb testing.TB) [][]byte {
	return dexfixture.FromAPKs(tb, filepath.Join("..", "..", "..", "testdata", "dex"))
}

// analyseAll runs every whole-program analysis the rules use. Malformed
// programs (cyclic hierarchies, recursive call graphs, bad code) must end
// with an error or a result, never a panic or a hang.
func analyseAll(data []byte) {
	f, err := dex.Parse("classes.dex", data)
	if err != nil {
		return
	}
	// The same file twice: the second copy's classes are shadowed, as in
	// a multidex app that repeats classes.
	p, err := Load([]*dex.File{f, f})
	if err != nil {
		return
	}
	all := map[*dex.Method]*Caller{}
	var roots []*dex.Method
	for i, c := range p.Order {
		if i >= 512 {
			break
		}
		p.IsSubclass(c.Name, ClassContentProvider)
		p.Supers(c.Name)
		p.BodyMethods(c)
		for _, m := range c.Methods() {
			all[m] = nil
			roots = append(roots, m)
			_, _ = p.Analyze(m)
			if s := p.Summary(m); s != nil {
				p.Unfollowed(s.Returns)
			}
			p.Callers(m)
			p.ReadsCaller(m)
			p.Trivial(m)
		}
		for _, ep := range p.EntryPoints(c.Name) {
			p.CallerCheck(ep)
		}
	}
	p.Reachable(roots)
	_, _ = p.PendingIntents()
	p.Hops(all)
	puts, _ := p.Puts(all, "error_message", "result_fd", "session_token")
	for _, put := range puts {
		p.Writable(put.Method, put.Value)
	}
	p.Surface(p.ContentProviders())
}

func FuzzProgram(f *testing.F) {
	for _, b := range fixtureDex(f) {
		f.Add(b)
	}
	if b, err := os.ReadFile(filepath.Join("testdata", "cyclic.dex")); err == nil {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) >= 0x70 {
			// Keep the header's file_size in step with mutations that
			// change the length, so inputs reach the program model.
			data = append([]byte(nil), data...)
			binary.LittleEndian.PutUint32(data[0x20:], uint32(len(data)))
		}
		analyseAll(data)
	})
}

// TestFixturePrograms runs the whole-program analyses over the fixtures
// (the fuzz seeds) once, and checks a cyclic hierarchy stays bounded.
func TestFixturePrograms(t *testing.T) {
	seeds := fixtureDex(t)
	if len(seeds) == 0 {
		t.Fatal("no fixture dex")
	}
	for _, b := range seeds {
		analyseAll(b)
	}
}

// TestCyclicProgram: a class hierarchy cycle and recursive call graphs end.
// testdata/cyclic.dex is `smali assemble --api 29 -o cyclic.dex src`.
func TestCyclicProgram(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "cyclic.dex"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := dex.Parse("cyclic.dex", data)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load([]*dex.File{f})
	if err != nil {
		t.Fatal(err)
	}
	if p.IsSubclass("Lcyc/A;", ClassContentProvider) {
		t.Error("a cycle is not a ContentProvider")
	}
	if m := p.Lookup("Lcyc/A;", "missing()V"); m != nil {
		t.Errorf("Lookup found %v", m)
	}
	chain, _ := p.Supers("Lcyc/A;")
	if len(chain) != 2 {
		t.Errorf("Supers = %d classes, want 2", len(chain))
	}
	entries := p.EntryPoints("Lcyc/A;")
	if len(entries) != 1 {
		t.Fatalf("entry points %v", entries)
	}
	if got := len(p.Reachable(entries)); got != 3 {
		t.Errorf("reached %d methods, want call, ping, pong", got)
	}
	if c := p.CallerCheck(entries[0]); c.Verdict != Unknown {
		t.Errorf("CallerCheck = %v, want Unknown (missing() leaves the APK)", c.Verdict)
	}
	analyseAll(data)
}
