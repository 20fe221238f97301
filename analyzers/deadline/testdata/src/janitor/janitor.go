// Package janitor empties bins through an interface whose implementations
// live in packages it does not import.
package janitor

import "context"

// Bin holds discarded items.
type Bin interface {
	Drop(ctx context.Context) error
}

// Empty drops everything in the bins.
func Empty(ctx context.Context, bins ...Bin) error {
	for _, b := range bins {
		if err := b.Drop(ctx); err != nil {
			return err
		}
	}
	return nil
}
