// Package repo declares the notes repository the tool handlers depend on;
// its implementations live in other packages, wired by main.
package repo

import "context"

// Notes stores notes.
type Notes interface {
	Get(ctx context.Context, id string) (string, error)
	Delete(ctx context.Context, id string) error
}
