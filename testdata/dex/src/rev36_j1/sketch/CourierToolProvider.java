package com.example.r36j1;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Intent;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import org.json.JSONObject;

// Parcelbay courier desk: track, redirect and return parcels.
public final class CourierToolProvider extends ParcelProvider {
    private static final String TOOLS = "{\"revision\":\"courier-4\",\"tools\":[\"track_parcel\",\"redirect_parcel\",\"return_parcel\"]}";
    private static final Uri CALENDAR = Uri.parse("content://com.android.calendar/events");

    private final ParcelTickets tickets = new ParcelTickets();
    private final Object calendarLock = new Object();
    private Store store;

    @Override
    public boolean onCreate() {
        store = new Store(getContext().openOrCreateDatabase("courier.db", 0, null));
        return true;
    }

    @Override
    String toolList() {
        return TOOLS;
    }

    @Override
    Bundle handle(int uid, String tool, JSONObject args, Bundle extras) {
        switch (tool) {
            case "track_parcel":
                return Replies.ok(store.rows("parcels", "tracking_no = ?", new String[] {args.optString("tracking_no")}));
            case "redirect_parcel":
                return redirect(args, extras);
            case "return_parcel":
                return returnParcel(args, extras);
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle redirect(JSONObject args, Bundle extras) {
        String parcel = args.optString("tracking_no");
        String locker = args.optString("locker_id");
        if (!tickets.accept(extras.getString("resume_token"), args.toString())) {
            Intent intent = new Intent(getContext(), ParcelConfirmActivity.class)
                    .putExtra("headline", "Send parcel " + parcel + " to locker " + locker + "?");
            PendingIntent pi = PendingIntent.getActivity(getContext(), 11, intent, PendingIntent.FLAG_IMMUTABLE);
            return Replies.needsUser(pi, tickets.issue(args.toString()));
        }
        long ident = Binder.clearCallingIdentity();
        try {
            synchronized (calendarLock) {
                ContentValues event = new ContentValues();
                event.put("title", "Pick up parcel at locker " + locker);
                getContext().getContentResolver().insert(CALENDAR, event);
                store.write("UPDATE parcels SET locker_id = ? WHERE tracking_no = ?", locker, parcel);
                Audit.note(store, "redirect", parcel);
            }
        } finally {
            Binder.restoreCallingIdentity(ident);
        }
        return Replies.ok("{\"redirected\":true}");
    }

    private Bundle returnParcel(JSONObject args, Bundle extras) {
        String parcel = args.optString("tracking_no");
        if (!tickets.accept(extras.getString("resume_token"), args.toString())) {
            Intent intent = new Intent(getContext(), ReturnParcelActivity.class);
            intent.putExtra("tracking_no", parcel);
            PendingIntent pi = PendingIntent.getActivity(getContext(), 12, intent, Config.returnScreenFlags);
            return Replies.needsUser(pi, tickets.issue(args.toString()));
        }
        store.write("INSERT INTO returns(tracking_no, reason) VALUES (?, ?)", parcel, args.optString("reason"));
        return Replies.ok("{\"return_booked\":true}");
    }
}
