package dexrules

import "testing"

// TestRequestIDKind: the request_id of §4.4 by its key, getter or field
// name; another record's id (a friend request's, a ride request's) is not.
func TestRequestIDKind(t *testing.T) {
	for _, c := range []struct {
		name string
		want bool
	}{
		{"request_id", true},
		{"getRequestId", true},
		{"requestId", true},
		{"mRequestId", true},
		{"sRequestID", true},
		{"req_id", true},
		{"friend_request_id", false},
		{"getRideRequestId", false},
		{"mFriendRequestId", false},
		{"requestIdle", false},
		{"request", false},
		{"maxRequestId", false},
	} {
		if got := requestIDKind(c.name) != ""; got != c.want {
			t.Errorf("requestIDKind(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}
