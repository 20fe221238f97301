package com.example.hdd;

import android.os.Bundle;
import java.util.HashMap;

// accept_friend: the map is keyed by the friend request being accepted (a
// domain object's id), not by the CETP request_id.
final class FriendRequests {
    private final HashMap<String, Bundle> handled = new HashMap<>();
    private final AppDb db;

    FriendRequests(AppDb db) {
        this.db = db;
    }

    Bundle accept(Bundle extras) {
        String requestId = extras.getString("request_id");
        String friendRequestId = extras.getString("friend_request_id");
        if (handled.containsKey(friendRequestId)) {
            return handled.get(friendRequestId);
        }
        db.acceptFriend(friendRequestId);
        Bundle reply = Replies.success(requestId, "{\"accepted\":true}");
        handled.put(friendRequestId, reply);
        return reply;
    }
}
