// Package sweeper serves a cleanup request itself through janitor, whose
// interface call is out of sight in both packages: the note is carried by
// janitor's facts to the entry point here.
package sweeper

import (
	"context"

	"example.com/alerts/janitor"
	"github.com/clawseed/cetpaudit/cetp"
)

type Sweeper struct{ bins []janitor.Bin }

// Sweep empties the bins before any deadline check.
func (s *Sweeper) Sweep(ctx context.Context, req *cetp.Request) error {
	return janitor.Empty(ctx, s.bins...) // want `CETP619: note: Sweep handles the request itself and calls through interface method janitor.Bin.Drop`
}
