// Package clean is a price-alert Provider whose error messages are fixed
// and displayable: near misses for CETP607.
package clean

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"

	"github.com/clawseed/cetpaudit/cetp"
)

var errNotFound = errors.New("alert not found")

type store struct{ db *sql.DB }

func (s *store) load(ctx context.Context, id string) (float64, error) {
	var price float64
	err := s.db.QueryRowContext(ctx, "SELECT price FROM alerts WHERE id=$1", id).Scan(&price)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, errNotFound
	}
	return price, err
}

// userMessage picks a fixed sentence; err only selects it.
func userMessage(err error) string {
	switch {
	case errors.Is(err, errNotFound):
		return "alert not found"
	case errors.Is(err, context.DeadlineExceeded):
		return "the request took too long"
	}
	return "internal error"
}

func getAlert(ctx context.Context, s *store, id string) (float64, *cetp.Error) {
	price, err := s.load(ctx, id)
	if err != nil {
		log.Printf("load alert %s: %v", id, err) // logs may carry the error
		return 0, &cetp.Error{Code: cetp.ErrInternalError, Message: userMessage(err), Cause: err}
	}
	if price < 0 {
		return 0, cetp.Errorf(cetp.ErrConflict, "alert %s has an invalid price %.2f", id, price)
	}
	return price, nil
}

func typeOnly(err error) *cetp.Error {
	// %T shows only the type name; the length is a number.
	return cetp.Errorf(cetp.ErrInternalError, "failure of kind %T (%d bytes)", err, len(err.Error()))
}

func logged(err error) *cetp.Error {
	detail := fmt.Sprintf("internal: %v", err)
	log.Print(detail) // never reaches the message
	return cetp.NewError(cetp.ErrUnavailable, "quotes backend unavailable, try again")
}

func symbolMessage(symbol string) *cetp.Error {
	return cetp.NewError(cetp.ErrInvalidArgs, fmt.Sprintf("unknown symbol %q", symbol))
}
