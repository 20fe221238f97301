package sessions // want package:"reads cetp.Request.SessionToken"

// This package is a session store that another package wires in.

import "github.com/clawseed/cetpaudit/cetp"

// Store maps tokens to caller UIDs.
type Store map[string]int

// Check accepts a live session of the caller.
func (s Store) Check(req *cetp.Request) error {
	if uid, ok := s[req.SessionToken]; !ok || uid != req.Caller.UID {
		return cetp.NewError(cetp.ErrNegotiationRequired, "negotiate again")
	}
	return nil
}
