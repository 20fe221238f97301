// Package leaky is a price-alert Provider whose error messages leak
// internals.
package leaky

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
)

type store struct{ db *sql.DB }

func (s *store) save(ctx context.Context, symbol string, price float64) (string, error) {
	var id string
	err := s.db.QueryRowContext(ctx, "INSERT INTO alerts(symbol, price) VALUES($1,$2) RETURNING id", symbol, price).Scan(&id)
	return id, err
}

func createAlert(ctx context.Context, s *store, symbol string, price float64) (string, *cetp.Error) {
	id, err := s.save(ctx, symbol, price)
	if err != nil {
		return "", cetp.Errorf(cetp.ErrInternalError, "saving alert for %s failed: %v", symbol, err) // want `CETP607: error message is built from the error "err" formatted as text`
	}
	return id, nil
}

func deleteAlert(ctx context.Context, s *store, id string) *cetp.Error {
	_, err := s.db.ExecContext(ctx, "DELETE FROM alerts WHERE id=$1", id)
	if err != nil {
		return &cetp.Error{
			Code:    cetp.ErrInternalError,
			Message: "delete failed: " + err.Error(), // want `CETP607: error message is built from "err.Error\(\)"`
		}
	}
	return nil
}

// describe is a helper whose text reaches a message through a variable.
func describe(e error) string {
	return strings.TrimSpace(e.Error()) // want `CETP607: error message is built from "e.Error\(\)"`
}

func updateAlert(ctx context.Context, s *store, id string) *cetp.Error {
	_, err := s.db.ExecContext(ctx, "UPDATE alerts SET active=false WHERE id=$1", id)
	if err != nil {
		msg := "could not update alert: " + describe(err)
		return cetp.NewError(cetp.ErrConflict, msg)
	}
	return nil
}

func recovered(ctx context.Context) (e *cetp.Error) {
	defer func() {
		if r := recover(); r != nil {
			e = cetp.NewError(cetp.ErrInternalError, fmt.Sprintf("panic: %v\n%s", r, debug.Stack())) // want `CETP607: error message is built from a stack trace`
		}
	}()
	return nil
}

func wireError(err error) map[string]any {
	return map[string]any{
		cetp.KeyErrorCode:    string(cetp.ErrUnavailable),
		cetp.KeyErrorMessage: fmt.Sprint("backend unavailable: ", err), // want `CETP607: error message is built from the error "err" formatted as text`
		cetp.KeyRetryable:    true,
	}
}

func assignMessage(err error) *cetp.Error {
	e := cetp.NewError(cetp.ErrInternalError, "internal error")
	wrapped := fmt.Errorf("load quotes: %w", err)
	e.Message = wrapped.Error() // want `CETP607: error message is built from "wrapped.Error\(\)"`
	return e
}

var errNotFound = errors.New("alert not found")
