// Package provider reads confirmation-like arguments without letting them
// gate an effect: near misses for CETP614.
package provider

import (
	"context"
	"database/sql"
	"log"

	"github.com/clawseed/cetpaudit/cetp"
)

type bookArgs struct {
	ConfirmationCode string `json:"confirmation_code"` // an identifier, not an assertion
	Approved         bool   `json:"approved"`
	Symbol           string `json:"symbol"`
}

type app struct {
	db      *sql.DB
	pending map[string]bool
}

func (a *app) lookup(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args bookArgs
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if args.ConfirmationCode == "" {
		return nil, cetp.NewError(cetp.ErrInvalidArgs, "confirmation_code is required")
	}
	if args.Approved {
		log.Printf("the agent claims approval; ignored") // logged only, no effect follows
	}
	var name string
	err := a.db.QueryRowContext(ctx, "SELECT name FROM bookings WHERE code = ?", args.ConfirmationCode).Scan(&name)
	return &cetp.Result{}, err
}

// confirmed runs the effect only for a resume token the Provider issued.
func (a *app) confirmed(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	if !a.pending[req.ResumeToken] {
		return nil, cetp.NewError(cetp.ErrUserActionRequired, "confirm in the app")
	}
	delete(a.pending, req.ResumeToken)
	_, err := a.db.ExecContext(ctx, "DELETE FROM bookings WHERE id = ?", req.RequestID)
	return &cetp.Result{}, err
}

// record writes the claim whatever the flag says: "approved" decides only
// whether a line is logged, so it decides no effect.
func (a *app) record(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args bookArgs
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if args.Approved {
		log.Printf("the agent claims approval; noted")
	}
	_, err := a.db.ExecContext(ctx, "INSERT INTO claims(symbol) VALUES (?)", args.Symbol)
	return &cetp.Result{}, err
}
