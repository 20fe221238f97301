package ident

import "testing"

func TestNamesCaller(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		// The caller's identity (CETP406 and close variants).
		{"caller", true},
		{"consumer", true},
		{"requester", true},
		{"caller_package", true},
		{"callerPackage", true},
		{"calling_package", true},
		{"callingPackage", true},
		{"calling_uid", true},
		{"callingUid", true},
		{"consumer_id", true},
		{"consumerId", true},
		{"caller_uid", true},
		{"requester-id", true},
		{"requesterApp", true},
		{"CallerSignature", true},
		{"consumerPackageName", true},
		{"caller_user_id", true},
		{"invoker_id", true},
		{"EXTRA_CALLING_PACKAGE", true},
		{"com.example.extra.CALLING_PACKAGE", true},
		{"claimedCallerPackage", true},
		{"on_behalf_of_uid", true},
		{"onBehalfOfPackage", true},
		{"impersonated_uid", true},

		// Near misses: the tool's subject, telephony, protocol fields.
		{"package_name", false},
		{"packageName", false},
		{"uid", false},
		{"app_id", false},
		{"user_id", false},
		{"account_id", false},
		{"origin_account_id", false},
		{"source_account", false},
		{"sender_app", false},
		{"recipient", false},
		{"calling", false},
		{"caller_name", false},
		{"caller_number", false},
		{"caller_phone", false},
		{"caller_notes", false},
		{"callback_url", false},
		{"consumer_key", false},
		{"consumer_price_index", false},
		{"consumer_capabilities", false},
		{"consumer_versions", false},
		{"caller.package", false},
		{"on_behalf_of", false},
		{"on_behalf_of_user", false},
		{"behalf", false},
		{"impersonate", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := NamesCaller(tt.name); got != tt.want {
			t.Errorf("NamesCaller(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}
