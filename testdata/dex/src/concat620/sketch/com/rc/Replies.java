package com.rc;

import android.os.Bundle;

/** Response bundles (spec 4): every reply carries the protocol version and the request id. */
final class Replies {
    private Replies() {
    }

    static Bundle ok(String requestId, String resultJson) {
        Bundle b = new Bundle();
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putBoolean("ok", true);
        b.putString("result_json", resultJson);
        return b;
    }

    static Bundle error(String requestId, String code, String message) {
        Bundle b = new Bundle();
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putBoolean("ok", false);
        b.putString("error_code", code);
        b.putString("error_message", message);
        return b;
    }

    static Bundle operation(String requestId, Op op) {
        return ok(requestId, "{\"operation_id\":\"" + op.id + "\",\"state\":\"" + op.state + "\"}");
    }
}
