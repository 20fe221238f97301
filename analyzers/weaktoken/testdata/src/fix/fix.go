// Package fix has predictable tokens that a quick fix replaces with the
// cetp constructors.
package fix

import (
	"fmt"
	"math/rand"
	"strconv"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

// accept builds the operation ID in place: the fix replaces it.
func accept() *cetp.Result {
	return &cetp.Result{Operation: &cetp.Operation{ID: fmt.Sprintf("op-%d", rand.Int63())}} // want `CETP613: operation ID is built from math/rand`
}

// confirm builds the resume token in place from the clock.
func confirm() *cetp.Error {
	return &cetp.Error{Code: cetp.ErrUserActionRequired, Message: "confirm in the app",
		ResumeToken: strconv.FormatInt(time.Now().UnixNano(), 36)} // want `CETP613: resume token is built from the clock`
}

// negotiated goes through a variable: no fix, which would leave it unused.
func negotiated() map[string]string {
	tok := strconv.Itoa(rand.Int()) // want `CETP613: session token is built from math/rand`
	return map[string]string{cetp.KeySessionToken: tok}
}
