package fix2

import (
	"fmt"
	"time"
)

func newSessionToken() string {
	return fmt.Sprintf("s-%d", time.Now().UnixNano()) // want `CETP613: session token is built from the clock`
}
