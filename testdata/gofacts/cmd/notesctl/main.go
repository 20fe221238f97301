// Command notesctl replays archive requests read back from a log, and
// serves hub with the plugins (blank imports) whose tools hub serves. No
// package of the program gives hub.Provider a Session hook, nor reads the
// session token to decide anything: CETP625 here, at hub's import.
package main

import (
	"context"
	"encoding/json"
	"os"

	"example.com/gofacts/archive"
	"example.com/gofacts/hub"
	_ "example.com/gofacts/plugin"
	"github.com/clawseed/cetpaudit/cetp"
)

// replay archives a note for a logged request, not through Handle:
// nothing checks its deadline.
func replay(ctx context.Context, a *archive.Archive, req *cetp.Request) (*cetp.Result, error) {
	return a.ArchiveNote(ctx, req)
}

func main() {
	var req cetp.Request
	if err := json.NewDecoder(os.Stdin).Decode(&req); err != nil {
		os.Exit(2)
	}
	if _, err := replay(context.Background(), &archive.Archive{}, &req); err != nil {
		os.Exit(1)
	}
	if _, err := hub.Serve(context.Background(), &req); err != nil {
		os.Exit(1)
	}
}
