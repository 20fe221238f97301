package lines

import "testing"

func TestPos(t *testing.T) {
	doc := "\xef\xbb\xbfab\r\ncd\re\n😀x"
	tests := []struct {
		off, line, col int
	}{
		{3, 1, 1}, // after the byte order mark
		{4, 1, 2},
		{7, 2, 1}, // after \r\n
		{9, 2, 3},
		{10, 3, 1}, // after a lone \r
		{12, 4, 1},
		{16, 4, 3}, // after a surrogate pair
		{17, 4, 4}, // end of document
		{-1, 0, 0},
		{18, 0, 0},
	}
	li := New([]byte(doc))
	for _, order := range [][]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {9, 7, 6, 5, 4, 3, 2, 1, 0, 8}} {
		for _, i := range order {
			tt := tests[i]
			if line, col := li.Pos(tt.off); line != tt.line || col != tt.col {
				t.Errorf("Pos(%d) = %d:%d, want %d:%d", tt.off, line, col, tt.line, tt.col)
			}
		}
	}
}
