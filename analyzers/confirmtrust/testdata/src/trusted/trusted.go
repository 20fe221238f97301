// Package trusted lets the request's own flags confirm destructive work.
package trusted

import (
	"context"
	"database/sql"
	"encoding/json"
	"os"

	"github.com/clawseed/cetpaudit/cetp"
)

type deleteArgs struct {
	AlertID   string `json:"alert_id"`
	Confirmed bool   `json:"user_confirmed"`
}

type app struct{ db *sql.DB }

func (a *app) deleteAlert(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args deleteArgs
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if !args.Confirmed { // want `CETP614: the request argument "user_confirmed" decides whether \(\*sql.DB\).ExecContext at trusted.go:\d+ runs`
		return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm the deletion first")
	}
	_, err := a.db.ExecContext(ctx, "DELETE FROM alerts WHERE id = ?", args.AlertID)
	return &cetp.Result{}, err
}

func (a *app) wipe(req *cetp.Request) error {
	var args map[string]any
	if err := json.Unmarshal(req.Args, &args); err != nil {
		return err
	}
	force := args["force"] == true // want `CETP614: the request argument "force" decides whether os.RemoveAll at trusted.go:\d+ \(through trusted.purge\) runs`
	if force {
		return purge()
	}
	return cetp.NewError(cetp.ErrUserActionRequired, "confirm first")
}

func purge() error { return os.RemoveAll("/data/alerts") }
