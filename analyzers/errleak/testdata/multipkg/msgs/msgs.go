// Package msgs builds user-facing text for errors; it does not import cetp.
package msgs

import (
	"errors"
	"fmt"
	"io/fs"
)

// Describe puts the error's own text into the sentence.
func Describe(err error) string {
	return "could not save: " + err.Error()
}

// Detail formats the error with %v after the operation's name.
func Detail(op string, err error) string {
	return fmt.Sprintf("%s failed: %v", op, err)
}

var last error

// Remember keeps the last failure.
func Remember(err error) { last = err }

// Last returns the last failure's text, whatever the caller passes.
func Last() string {
	if last == nil {
		return ""
	}
	return last.Error()
}

// Friendly chooses a fixed sentence by the kind of error: it carries no
// error text (near miss CETP607 where it is used).
func Friendly(err error) string {
	if errors.Is(err, fs.ErrNotExist) {
		return "the note does not exist"
	}
	return "the note could not be saved"
}

// Title formats its string argument only (near miss CETP607).
func Title(op string) string { return fmt.Sprintf("%s failed", op) }
