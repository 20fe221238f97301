package provider

import (
	"fmt"
	"time"
)

// newOperationID is predictable (CETP613), suppressed by the configuration.
func newOperationID() string { return fmt.Sprintf("op-%d", time.Now().UnixNano()) }
