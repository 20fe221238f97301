package com.gridnote.tools;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;

/** Reply envelopes shared by GridNote's providers (default methods, one static). */
public interface Replies {
    default Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    default Bundle file(ParcelFileDescriptor fd, long size) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"file\",\"media_type\":\"application/octet-stream\",\"size_bytes\":" + size + "}");
        b.putParcelable("result_fd", fd);
        return b;
    }

    default Bundle needsUser(PendingIntent pi, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "confirm in GridNote");
        b.putParcelable("resolution", pi);
        b.putString("resume_token", resumeToken);
        return b;
    }

    static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        b.putInt("protocol_version", 2);
        return b;
    }
}
