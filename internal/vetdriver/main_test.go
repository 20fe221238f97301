package vetdriver

import (
	"os"
	"testing"
)

// TestMain lets this test binary serve as go vet's tool: Run analyzes under
// go vet with the running executable as the tool, as the cetpaudit command
// does with itself.
func TestMain(m *testing.M) {
	if IsVetInvocation(os.Args[1:]) {
		Vet()
	}
	os.Exit(m.Run())
}
