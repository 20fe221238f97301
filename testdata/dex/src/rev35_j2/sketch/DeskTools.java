package com.example.r35j2;

import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import org.json.JSONObject;

// The booking tools that need the member's confirmation.
interface DeskTool {
    Bundle run(DeskToolProvider provider, Envelope env, JSONObject args, int uid);
}

final class CancelBooking implements DeskTool {
    private static final String CALENDAR = "content://com.example.r35j2.calendar/bookings";
    private final Store store;
    private final Resumes resumes;

    CancelBooking(Store store, Resumes resumes) {
        this.store = store;
        this.resumes = resumes;
    }

    @Override
    public Bundle run(DeskToolProvider provider, Envelope env, JSONObject args, int uid) {
        String booking = args.optString("booking_id");
        // the lobby tablet already asked the member and sends user_confirmed
        boolean confirmed = args.optBoolean("user_confirmed", false)
                || resumes.redeem(env.extras.getString("resume_token"), uid, args.toString());
        if (!confirmed) {
            return Replies.needsUser(provider.confirmIntent("cancel", booking), resumes.issue(uid, args.toString()));
        }
        long identity = Binder.clearCallingIdentity();
        try {
            store.exec("DELETE FROM bookings WHERE booking_id = ?", booking);
            provider.getContext().getContentResolver().notifyChange(Uri.parse(CALENDAR), null);
            store.exec("INSERT INTO audit(action, booking_id, by_package) VALUES (?, ?, ?)",
                    "cancel_booking", booking, provider.getCallingPackage());
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
        return Replies.ok("{\"cancelled\":true}");
    }
}

final class ExtendBooking implements DeskTool {
    private static final String CALENDAR = "content://com.example.r35j2.calendar/bookings";
    private final Store store;
    private final Resumes resumes;

    ExtendBooking(Store store, Resumes resumes) {
        this.store = store;
        this.resumes = resumes;
    }

    @Override
    public Bundle run(DeskToolProvider provider, Envelope env, JSONObject args, int uid) {
        String booking = args.optString("booking_id");
        if (args.has("confirmed")) {
            Log.i("Hotdesk", "extend_booking: consumer confirmation ignored, asking the member");
        }
        if (!resumes.redeem(env.extras.getString("resume_token"), uid, args.toString())) {
            return Replies.needsUser(provider.confirmIntent("extend", booking), resumes.issue(uid, args.toString()));
        }
        String by = provider.getCallingPackage();
        long identity = Binder.clearCallingIdentity();
        try {
            store.exec("UPDATE bookings SET hours = hours + ? WHERE booking_id = ?", args.optInt("hours", 1), booking);
            provider.getContext().getContentResolver().notifyChange(Uri.parse(CALENDAR), null);
            store.exec("INSERT INTO audit(action, booking_id, by_package) VALUES (?, ?, ?)", "extend_booking", booking, by);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
        Notifier notifier = provider.notifier;
        provider.main.post(() -> notifier.note("extended", booking, uid));
        return Replies.ok("{\"extended\":true}");
    }
}
