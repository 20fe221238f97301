package capped

import (
	"bytes"
	"errors"
	"fmt"
	"io"
)

// ErrTooLarge is wrapped by the errors of reads that pass their cap.
var ErrTooLarge = errors.New("larger than the size cap")

// Read reads r to its end, at most limit bytes. More is an error wrapping
// ErrTooLarge, returned with the first limit bytes for callers that can use
// a prefix. hint, when positive, is the size the caller expects (a zip
// entry's declared size): the buffer is sized once instead of grown.
func Read(r io.Reader, limit, hint int64) ([]byte, error) {
	var buf bytes.Buffer
	// bytes.Buffer.ReadFrom keeps MinRead bytes free before every read: an
	// exact-size buffer would double (and be copied) at the last read.
	buf.Grow(int(min(max(hint, 0), limit)) + bytes.MinRead)
	if _, err := io.Copy(&buf, io.LimitReader(r, limit+1)); err != nil {
		return nil, err
	}
	if int64(buf.Len()) > limit {
		return buf.Bytes()[:limit], fmt.Errorf("%w: more than %d bytes", ErrTooLarge, limit)
	}
	return buf.Bytes(), nil
}

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
