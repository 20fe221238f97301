package identity_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/clawseed/cetpaudit/analyzers/identity"
)

func Test(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "src"), identity.Analyzer, "./...")
}

func TestIsIdentityName(t *testing.T) {
	for _, name := range []string{"caller", "caller_package", "callingPackage", "calling_uid", "consumer_id", "requesterApp", "CallerSignature"} {
		if !identity.IsIdentityName(name) {
			t.Errorf("%s is identity", name)
		}
	}
	for _, name := range []string{"package_name", "app_id", "uid", "recipient", "callback_url", "consumer_price_index", "caller_notes"} {
		if identity.IsIdentityName(name) {
			t.Errorf("%s is not identity", name)
		}
	}
}
