package dex

import (
	"encoding/binary"
	"os"
	"testing"
)

// TestRefTablePages: a dex that declares many method and field ids and
// uses one gets one page of refs, not a table of them all (a declared id
// costs its page's pointer and a bit), and the ref resolved is the one a
// second lookup returns.
func TestRefTablePages(t *testing.T) {
	good, err := os.ReadFile("testdata/formats.dex")
	if err != nil {
		t.Fatal(err)
	}
	const n = 1 << 16
	data := append(append([]byte(nil), good...), make([]byte, 8*n)...)
	for _, at := range []int{0x50, 0x58} { // field_ids, method_ids: size, offset
		binary.LittleEndian.PutUint32(data[at:], n)
		binary.LittleEndian.PutUint32(data[at+4:], uint32(len(good)))
	}
	f, err := Parse("many.dex", data)
	if err != nil {
		t.Fatal(err)
	}
	m, err := f.Method(n - 1)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := f.Method(n - 1); again != m {
		t.Errorf("a second Method(%d) = %p, want %p", n-1, again, m)
	}
	fr, err := f.Field(3)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := f.Field(3); again != fr {
		t.Errorf("a second Field(3) = %p, want %p", again, fr)
	}
	for name, pages := range map[string]int{"method": count(f.methods.pages), "field": count(f.fields.pages)} {
		if pages != 1 {
			t.Errorf("%s pages allocated = %d, want 1", name, pages)
		}
	}
}

func count[T any](pages []*[refPage]T) int {
	k := 0
	for _, p := range pages {
		if p != nil {
			k++
		}
	}
	return k
}
