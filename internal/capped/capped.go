package capped

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/clawseed/cetpaudit/internal/hugepages"
)

// ErrTooLarge is wrapped by the errors of reads that pass their cap.
var ErrTooLarge = errors.New("larger than the size cap")

// Read reads r to its end, at most limit bytes. More is an error wrapping
// ErrTooLarge, returned with the first limit bytes for callers that can use
// a prefix. hint, when positive, is the size the caller expects (a zip
// entry's declared size): the buffer is sized once instead of grown.
func Read(r io.Reader, limit, hint int64) ([]byte, error) {
	// Sized once, one byte past the hint, so that reading the end of an
	// entry of the declared size needs no second buffer (and no copy).
	// Not grown in a bytes.Buffer, which clears new memory first: fresh
	// pages are touched once, by the reader, and a large buffer gets
	// huge pages (see hugepages).
	buf := hugepages.Make(int(max(min(max(hint, 0), limit)+1, minRead)))[:0]
	lr := io.LimitReader(r, limit+1)
	for {
		if len(buf) == cap(buf) {
			buf = slices.Grow(buf, minRead)
		}
		n, err := lr.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if int64(len(buf)) > limit {
		return buf[:limit], fmt.Errorf("%w: more than %d bytes", ErrTooLarge, limit)
	}
	return buf, nil
}

// minRead is the smallest read Read asks for, so that a stream of unknown
// size is not read a few bytes at a time.
const minRead = 512

// ReadFile is Read on the regular file at path (see Open), hinted with the
// file's size.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var hint int64
	if fi, err := f.Stat(); err == nil {
		hint = fi.Size()
	}
	return Read(f, limit, hint)
}
