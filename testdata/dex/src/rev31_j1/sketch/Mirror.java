package com.example.r31j1;

import android.content.Context;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

final class Mirror {
    private static final Uri PARTNER = Uri.parse("content://com.example.mirror.sync");

    String push(Context context) {
        return upload(context, describe());
    }
    String pushFor(Context context, int owner) {
        return upload(context, "{\"owner\":" + owner + "}");
    }
    private String describe() {
        return "{\"owner\":" + Binder.getCallingUid() + "}";
    }
    private static String upload(Context context, String body) {
        Bundle reply = context.getContentResolver().call(PARTNER, "push", body, null);
        return reply == null ? "{\"mirrored\":false}" : "{\"mirrored\":true}";
    }
}
