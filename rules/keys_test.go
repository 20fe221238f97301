package rules

import "testing"

func TestNamesCaller(t *testing.T) {
	for key, want := range map[string]bool{
		"calling_package": true, "callerPackage": true, "caller_uid": true, "caller": true, "requester-id": true,
		"consumerPackageName": true, "SENDER_APP": true,
		"package_name": false, "packageName": false, "uid": false, "consumer_capabilities": false,
		"consumer_versions": false, "calling": false, "app_id": false, "user_id": false, "recipient": false,
	} {
		if got := namesCaller(key); got != want {
			t.Errorf("namesCaller(%q) = %v, want %v", key, got, want)
		}
	}
}
