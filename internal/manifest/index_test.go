package manifest

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestIndexMatchesScan: the indexed lookups answer what a scan of the
// components answers, in the same order.
func TestIndexMatchesScan(t *testing.T) {
	src := `<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.ix"><application>
<activity android:name=".A"/>
<activity-alias android:name=".Alias1" android:targetActivity=".A"/>
<provider android:name=".P" android:authorities="a.one;a.two;a.one"/>
<provider android:name=".Q" android:authorities="a.two"/>
<activity android:name=".A"/>
<activity-alias android:name=".Alias2" android:targetActivity="com.example.ix.A"/>
<service android:name=".P"/>
</application></manifest>`
	indexed, err := ParseSource("AndroidManifest.xml", []byte(src), SourceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	scanned := &Manifest{Components: indexed.Components}
	names := func(cs []*Component) string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Kind.String()+":"+c.Class)
		}
		return strings.Join(out, ",")
	}
	for _, key := range []string{"com.example.ix.A", "com.example.ix.P", "com.example.ix.Alias1", "com.example.ix.None", ""} {
		if a, b := names(indexed.ComponentsOfClass(key)), names(scanned.ComponentsOfClass(key)); a != b {
			t.Errorf("ComponentsOfClass(%q): indexed %s, scanned %s", key, a, b)
		}
		if a, b := names(indexed.AliasesOf(key)), names(scanned.AliasesOf(key)); a != b {
			t.Errorf("AliasesOf(%q): indexed %s, scanned %s", key, a, b)
		}
	}
	for _, key := range []string{"a.one", "a.two", "a.none"} {
		if a, b := names(indexed.ProvidersWithAuthority(key)), names(scanned.ProvidersWithAuthority(key)); a != b {
			t.Errorf("ProvidersWithAuthority(%q): indexed %s, scanned %s", key, a, b)
		}
	}
	if got := names(indexed.AliasesOf("com.example.ix.A")); !slices.Equal(strings.Split(got, ","), []string{"activity-alias:com.example.ix.Alias1", "activity-alias:com.example.ix.Alias2"}) {
		t.Errorf("aliases of A: %s", got)
	}
}

// BenchmarkAuthorityLookups: thousands of tool services looked up against a
// provider with a hundred thousand authorities stay linear.
func BenchmarkAuthorityLookups(b *testing.B) {
	var auth []string
	for i := range 100_000 {
		auth = append(auth, fmt.Sprintf("x.y%d", i))
	}
	m := &Manifest{Components: []*Component{{Kind: Provider, Class: "P", Authorities: auth}}}
	m.Index()
	for b.Loop() {
		for i := range 5_000 {
			m.ProvidersWithAuthority(auth[i*7%len(auth)])
		}
	}
}

// TestLookupsAnsweredByIndex: parsing a manifest indexes its providers'
// authorities once, and a lookup is a probe of that index, not a walk over
// every component's authorities — which made thousands of tool services
// against a provider with millions of authorities quadratic (issue 15).
// The proof: once parsed, emptying the providers' lists does not change
// the answers.
func TestLookupsAnsweredByIndex(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.ix"><application>`)
	b.WriteString(`<provider android:name=".P" android:authorities="`)
	for i := range 10_000 {
		fmt.Fprintf(&b, "p%d;", i)
	}
	b.WriteString(`"/><provider android:name=".Q" android:authorities="p9999;q"/></application></manifest>`)
	m, err := ParseSource("AndroidManifest.xml", []byte(b.String()), SourceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range m.Components {
		c.Authorities = nil
	}
	for key, want := range map[string]int{"p0": 1, "p5000": 1, "p9999": 2, "q": 1, "p10000": 0} {
		if got := len(m.ProvidersWithAuthority(key)); got != want {
			t.Errorf("ProvidersWithAuthority(%q) after parsing: %d providers, want %d (not answered from the index built at parse time)", key, got, want)
		}
	}
}
