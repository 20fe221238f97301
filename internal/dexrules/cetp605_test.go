package dexrules_test

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexrules"
)

// TestPlatformPermissionLevels: a platform permission any app can hold
// (normal INTERNET, dangerous CAMERA, a later runtime permission) is no
// caller check; the platform's signature-level permissions and another
// app's (whose level this APK cannot show) are.
func TestPlatformPermissionLevels(t *testing.T) {
	tests := []struct {
		perm, level string
		strong      bool
	}{
		{"android.permission.INTERNET", "platform normal-level", false},
		{"android.permission.ACCESS_NETWORK_STATE", "platform normal-level", false},
		{"android.permission.CAMERA", "platform dangerous-level", false},
		{"android.permission.READ_CONTACTS", "platform dangerous-level", false},
		{"android.permission.POST_NOTIFICATIONS", "platform dangerous-level", false}, // API 33
		{"com.clawseed.permission.ACCESS_TOOLS", "discovery (ACCESS_TOOLS)", false},
		{"android.permission.WRITE_SECURE_SETTINGS", "", true}, // signature|privileged
		{"android.permission.DUMP", "", true},
		{"com.partner.app.permission.TOOLS", "", true},
	}
	for _, tt := range tests {
		level, strong := dexrules.PermissionLevel(tt.perm)
		if level != tt.level || strong != tt.strong {
			t.Errorf("PermissionLevel(%q) = %q, %v; want %q, %v", tt.perm, level, strong, tt.level, tt.strong)
		}
	}
}
