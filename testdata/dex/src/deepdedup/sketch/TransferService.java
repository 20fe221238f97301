package com.example.hdd;

import android.os.Bundle;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import org.json.JSONObject;

// transfer: the request ids seen so far live in a static in-memory set only;
// after a Provider restart a retried transfer moves the money again.
final class TransferService {
    static final Set<String> seen = Collections.synchronizedSet(new HashSet<>());

    private TransferService() {
    }

    static Bundle transfer(AppDb db, String requestId, JSONObject args) {
        if (!seen.add(requestId)) {
            return duplicateReply(requestId);
        }
        db.moveFunds(args.optString("from"), args.optString("to"), args.optLong("cents"));
        return Replies.success(requestId, "{\"transferred\":true}");
    }

    private static Bundle duplicateReply(String requestId) {
        return Replies.error(requestId, "CONFLICT", "transfer already submitted");
    }
}
