package program

import (
	"slices"
	"testing"
)

// TestReflectiveTargets: the methods a Method.invoke may run. rev56_j1's
// registry invokes its @Tool methods on its own object with two
// arguments: every annotated tool of both providers, nothing else of
// theirs; reflectlimit's invoke of a method looked up by a constant name
// on its own object runs that one; its invoke on a field-held object with
// an argument array read from the request cannot be told.
func TestReflectiveTargets(t *testing.T) {
	for _, tc := range []struct {
		fixture, class, method string
		want                   []string // target method names; nil: cannot be told
	}{
		{"rev56_j1", "Lcom/drillshare/core/ToolProviderBase;", "dispatch", []string{"auditStock", "bookBench", "exportLog", "extendLoan", "reserveTool", "returnTool", "showToolPage"}},
		{"reflectlimit", "Lcom/example/rl/ToolProvider;", "own", []string{"tool"}},
		{"reflectlimit", "Lcom/example/rl/ToolProvider;", "call", nil},
	} {
		p := fixtureProgram(t, tc.fixture)
		var got []string
		told, seen := false, false
		for _, m := range p.Classes[tc.class].Methods() {
			if m.Ref.Name != tc.method {
				continue
			}
			for i := range p.Calls(m) {
				c := &p.Calls(m)[i]
				if !ReflectiveInvoke(c.Ref) {
					continue
				}
				ts, ok := p.ReflectiveTargets(m, c)
				told, seen = ok, true
				for _, t := range ts {
					got = append(got, t.Ref.Name)
				}
			}
		}
		slices.Sort(got)
		if !seen {
			t.Errorf("%s %s: no Method.invoke found", tc.fixture, tc.method)
		}
		if tc.want == nil && told || tc.want != nil && !slices.Equal(got, tc.want) {
			t.Errorf("%s %s: targets %v (told %v), want %v", tc.fixture, tc.method, got, told, tc.want)
		}
	}
}
