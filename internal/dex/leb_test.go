package dex

import "testing"

// uleb reads a value the same way whether the five bytes a uleb128 may
// take are all in the file (the fast path) or not: the same value, the same
// bytes consumed, the same errors.
func TestULEB(t *testing.T) {
	tests := []struct {
		in   []byte
		want uint32
		n    uint32 // bytes consumed
		err  bool
	}{
		{[]byte{0x00}, 0, 1, false},
		{[]byte{0x7f}, 127, 1, false},
		{[]byte{0x80, 0x01}, 128, 2, false},
		{[]byte{0xe5, 0x8e, 0x26}, 624485, 3, false},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0x0f}, 0xffffffff, 5, false},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0x7f}, 0xffffffff, 5, false}, // high bits of the fifth byte dropped, as before
		{[]byte{0x80, 0x80, 0x80, 0x80, 0x80}, 0, 5, true},           // longer than five bytes
		{[]byte{0x80, 0x80}, 0, 2, true},                             // runs past the end
		{[]byte{}, 0, 0, true},
	}
	for _, tt := range tests {
		for _, pad := range []int{0, 8} { // at the end of the file, then with room after it
			data := append(append([]byte{}, tt.in...), make([]byte, pad)...)
			if pad > 0 && tt.err && len(tt.in) < 5 {
				continue // with room after it, a cut value is not cut
			}
			r := reader{f: &File{data: data}}
			v, err := r.uleb()
			if (err != nil) != tt.err || (!tt.err && (v != tt.want || r.off != tt.n)) {
				t.Errorf("uleb(% x, %d bytes after) = %d, %v, consumed %d; want %d, error %v, consumed %d",
					tt.in, pad, v, err, r.off, tt.want, tt.err, tt.n)
			}
			if tt.err && tt.n == 5 && r.off != 5 {
				t.Errorf("uleb(% x) stopped at %d, want 5", tt.in, r.off)
			}
		}
	}
}
