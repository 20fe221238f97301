package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestFormatKeyArgs: the argument a java.util.Formatter specifier right
// after a JSON member name prints, by position, explicit index and %<.
func TestFormatKeyArgs(t *testing.T) {
	for _, c := range []struct {
		format string
		want   []int64
	}{
		{`{"operation_id":"%s"}`, []int64{0}},
		{`{"trace_id":"%s","operation_id":"%s"}`, []int64{1}},
		{`{"n":%d,"pct":"100%%","operation_id": "%s"}`, []int64{1}},
		{`%n{"trace_id":"%2$s","operation_id":"%1$s"}`, []int64{0}},
		{`{"a":"%s","operation_id":"%<s"}`, []int64{0}},
		{`{"operation_id":%-12s}`, []int64{0}},
		{`{"operation_id":"x","trace_id":"%s"}`, nil}, // near miss: a constant value
		{`{"my_operation_id":"%s"}`, nil},             // near miss: another member
		{`{"operation_id":"%`, nil},                   // cut short
	} {
		if got := formatKeyArgs(c.format, "operation_id"); !slices.Equal(got, c.want) {
			t.Errorf("formatKeyArgs(%q) = %v, want %v", c.format, got, c.want)
		}
	}
}

// TestTextPutsPaths (dexaa_text, Java and Kotlin sketches beside the
// smali): the value appended after a JSON key is found on every path from
// the key (either branch of an if/else, after a key either branch
// appended, in a loop behind a separator, after a builder made with the
// key), and String.format is read through helpers taking the format and
// the arguments array, per call site, up to three helpers deep (a fourth
// is a cut); the appends under trace_id are not puts of operation_id.
func TestTextPutsPaths(t *testing.T) {
	p := fixtureProgram(t, "dexaa_text")
	reach := map[*dex.Method]*Caller{}
	for _, c := range p.Classes {
		for _, m := range c.Methods() {
			reach[m] = nil
		}
	}
	puts, cuts := p.Puts(reach, "session_token", "operation_id")
	// deepJob's JSON format goes down four helpers: a cut, not silence;
	// deepCopyJob's names no token.
	if len(cuts) != 1 || !cuts[0].Text || !cuts[0].Deep || cuts[0].First.Method.Ref.Name != "deepJob" || cuts[0].First.Call.Addr != 0xc {
		t.Errorf("cuts %+v, want deepJob's call of Texts.deep1, deep", cuts)
	}
	got := map[string][]uint32{}
	for _, put := range puts {
		if put.Method.Class.Name == "Lcom/example/daa/Sessions;" {
			continue // negotiate's own token, a Bundle put
		}
		k := put.Method.Ref.Name + " " + put.Key
		got[k] = append(got[k], put.Call.Addr)
	}
	for k := range got {
		slices.Sort(got[k])
	}
	want := map[string][]uint32{
		"branchJob operation_id":        {0x10, 0x18}, // both branches
		"branchCopyJob operation_id":    {0x10, 0x1e}, // trace_id's append is not one
		"splitJob operation_id":         {0x18},       // after either key
		"splitCopyJob operation_id":     {0x18},
		"loopJob operation_id":          {0x17, 0x22, 0x2a}, // the separator, the id, the closing text (no pass)
		"loopCopyJob operation_id":      {0x17, 0x22, 0x2a},
		"initJob operation_id":          {0xb},
		"initCopyJob operation_id":      {0x19}, // after the second key, not the initial trace_id
		"helperJob operation_id":        {0xc},
		"helperCopyJob operation_id":    {0x13},
		"ktHelperJob session_token":     {0xc},
		"ktHelperCopyJob session_token": {0x13},
	}
	for k, w := range want {
		if !slices.Equal(got[k], w) {
			t.Errorf("%s: puts at %#x, want %#x", k, got[k], w)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: puts at %#x, want none", k, got[k])
		}
	}
}

// TestFormatHelper: a method passing its own format and arguments array
// on to String.format, directly, through another such helper or through
// kotlinc's Arrays.copyOf spread, is a format helper; one formatting a
// constant of its own is not.
func TestFormatHelper(t *testing.T) {
	p := fixtureProgram(t, "dexaa_text")
	for _, c := range []struct {
		class, name string
		params      []string
		f, arr      int
	}{
		{"Lcom/example/daa/Texts;", "fmt", []string{"Ljava/lang/String;", "[Ljava/lang/Object;"}, 0, 1},
		{"Lcom/example/daa/Texts;", "fmtIn", []string{"Ljava/util/Locale;", "Ljava/lang/String;", "[Ljava/lang/Object;"}, 1, 2},
		{"Lcom/example/daa/TextsKt;", "fmtKt", []string{"Ljava/lang/String;", "[Ljava/lang/Object;"}, 0, 1},
		{"Lcom/example/daa/Replies;", "success", []string{"Ljava/lang/String;"}, -1, -1},
	} {
		ref := &dex.MethodRef{Class: c.class, Name: c.name, Params: c.params, Return: "Ljava/lang/String;"}
		if c.name == "success" {
			ref.Return = "Landroid/os/Bundle;"
		}
		f, arr := p.formatHelper(&Call{Ref: ref, Op: 0x71}, 0)
		if f != c.f || arr != c.arr {
			t.Errorf("formatHelper(%s.%s) = %d, %d, want %d, %d", c.class, c.name, f, arr, c.f, c.arr)
		}
	}
}
