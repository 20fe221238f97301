package lines

import (
	"bytes"
	"sort"
	"unicode/utf8"
)

// Index maps byte offsets of one document to lines and columns. Lines end
// at "\n", "\r\n" or a lone "\r"; a leading byte order mark is not a column.
// Offsets usually arrive in document order, so a column is counted on from
// the previous offset on the same line: a document on one long line stays
// linear.
type Index struct {
	data   []byte
	starts []int
	bom    bool

	lastLine, lastOff, lastCol int
}

// New indexes data, which the Index keeps and must not be modified.
func New(data []byte) *Index {
	li := &Index{data: data, starts: []int{0}, bom: bytes.HasPrefix(data, []byte("\xef\xbb\xbf")), lastLine: -1}
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '\n':
			li.starts = append(li.starts, i+1)
		case '\r':
			if i+1 < len(data) && data[i+1] == '\n' {
				i++
			}
			li.starts = append(li.starts, i+1)
		}
	}
	return li
}

// Pos returns the 1-based line and UTF-16 column of byte offset off, or
// 0, 0 when off is outside the document.
func (li *Index) Pos(off int) (line, col int) {
	if off < 0 || off > len(li.data) {
		return 0, 0
	}
	l := sort.Search(len(li.starts), func(i int) bool { return li.starts[i] > off }) - 1
	from, col := li.starts[l], 1
	if l == li.lastLine && off >= li.lastOff {
		from, col = li.lastOff, li.lastCol
	} else if l == 0 && li.bom && off >= 3 {
		from = 3 // the byte order mark is not a visible column
	}
	for s := li.data[from:off]; len(s) > 0; {
		r, size := utf8.DecodeRune(s)
		if r >= 0x10000 {
			col += 2 // a surrogate pair
		} else {
			col++
		}
		s = s[size:]
	}
	li.lastLine, li.lastOff, li.lastCol = l, off, col
	return l + 1, col
}
