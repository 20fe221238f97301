// Package repo declares the notes repository; main wires its
// implementation from a package the notes package does not import.
package repo

import "context"

// Notes stores notes.
type Notes interface {
	Delete(ctx context.Context, id string) error
}
