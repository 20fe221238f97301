package capped

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// ErrNotRegular is wrapped by the errors of opens refused because the path
// is not a regular file.
var ErrNotRegular = errors.New("not a regular file")

// Open opens path for reading only if it is a regular file (following
// symlinks). A FIFO, socket or device is refused at once: the open itself
// does not block (see openNonBlocking), and the type is checked on the
// opened descriptor, so a path swapped between the check and the open
// cannot slip through.
func Open(path string) (*os.File, error) {
	// Refuse what a stat already shows, before any open: opening some
	// devices has side effects (a tape rewinds, a tty becomes controlling).
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() && !st.IsDir() {
		return nil, notRegular(path, st.Mode())
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, notRegular(path, st.Mode())
	}
	return f, nil
}

// CheckRegular reports an error unless path is a regular file, without
// opening it.
func CheckRegular(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return notRegular(path, st.Mode())
	}
	return nil
}

func notRegular(path string, m fs.FileMode) error {
	return &fs.PathError{Op: "open", Path: path, Err: fmt.Errorf("%w (%s); give a file", ErrNotRegular, kindOf(m))}
}

// kindOf names a file type for the user.
func kindOf(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeIrregular != 0:
		return "an irregular file"
	}
	return "a special file"
}
