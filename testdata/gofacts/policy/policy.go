// Package policy holds authorization policies for the app's Providers.
package policy

import (
	"context"

	"github.com/clawseed/cetpaudit/cetp"
)

// Open lets every caller run every tool.
func Open(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
	return nil
}
