package com.vv;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

final class Replies {
    private Replies() {}

    static Bundle error(String requestId, String code, String message) {
        Bundle b = new Bundle();
        b.putString("request_id", requestId);
        b.putString("error_code", code);
        b.putString("error_message", message);
        return b;
    }

    static PendingIntent screen(Context context, Class<?> activity, String token) {
        Intent intent = new Intent(context, activity).putExtra("token", token);
        return PendingIntent.getActivity(context, 0, intent, PendingIntent.FLAG_IMMUTABLE);
    }
}
