package hugepages

import "testing"

func TestMake(t *testing.T) {
	for _, n := range []int{0, 1, 4096, 2<<20 - 1, 2 << 20, 6<<20 + 12345} {
		b := Make(n)
		if len(b) != n || cap(b) != n {
			t.Errorf("Make(%d): len %d, cap %d", n, len(b), cap(b))
		}
		for i, c := range b {
			if c != 0 {
				t.Fatalf("Make(%d)[%d] = %d, want a zeroed buffer", n, i, c)
			}
		}
	}
}
