package com.quillnote.sync;

import android.os.Bundle;

final class Replies {
    private Replies() {}

    static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        b.putInt("protocol_version", 2);
        return b;
    }

    static Bundle ok(String data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", data);
        return b;
    }

    static Bundle accepted(String operationId) {
        return ok("{\"operation_id\":\"" + operationId + "\",\"poll_after_ms\":2000}");
    }

    static Bundle file(long size) {
        return ok("{\"kind\":\"file\",\"media_type\":\"application/json\",\"size_bytes\":" + size + "}");
    }
}
