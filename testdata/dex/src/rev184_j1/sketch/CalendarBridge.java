package com.hearthboard.calendar;

import android.content.ContentResolver;
import android.content.ContentValues;
import android.net.Uri;
import android.os.Binder;

import com.hearthboard.cetp.Envelopes;
import com.hearthboard.data.HearthDatabase;
import com.hearthboard.rx.Single;

import org.json.JSONObject;

import java.util.TimeZone;

/**
 * Writes household events into the phone's calendar. The insert runs with Hearthboard's own identity (it holds
 * WRITE_CALENDAR, the calling app need not), and each export is recorded with the UID of the app that asked, so
 * only that app's later calls can take it back.
 */
public final class CalendarBridge {
    static final Uri EVENTS = Uri.parse("content://com.android.calendar/events");
    private static final long ONE_HOUR_MS = 60L * 60L * 1000L;

    private final ContentResolver resolver;
    private final HearthDatabase database;
    private final long calendarId;

    public CalendarBridge(ContentResolver resolver, HearthDatabase database, long calendarId) {
        this.resolver = resolver;
        this.database = database;
        this.calendarId = calendarId;
    }

    public Single<JSONObject> insertChore(JSONObject chore, long startsAtMs) {
        return Single.fromCallable(() -> {
            ContentValues event = eventValues(chore.getString("title"), startsAtMs);
            long identity = Binder.clearCallingIdentity();
            try {
                Uri inserted = resolver.insert(EVENTS, event);
                if (inserted == null) {
                    throw new Envelopes.Failure("UNAVAILABLE", "calendar provider refused the event");
                }
                recordExport(inserted, "chore:" + chore.getLong("id"), Binder.getCallingUid());
                return exported(inserted);
            } finally {
                Binder.restoreCallingIdentity(identity);
            }
        });
    }

    public Single<JSONObject> insertMessageEvent(JSONObject message, String title, long startsAtMs) {
        return Single.fromCallable(() -> {
            int requester = Binder.getCallingUid();
            ContentValues event = eventValues(title, startsAtMs);
            Uri inserted;
            long identity = Binder.clearCallingIdentity();
            try {
                inserted = resolver.insert(EVENTS, event);
            } finally {
                Binder.restoreCallingIdentity(identity);
            }
            if (inserted == null) {
                throw new Envelopes.Failure("UNAVAILABLE", "calendar provider refused the event");
            }
            recordExport(inserted, "message:" + message.getLong("id"), requester);
            return exported(inserted);
        });
    }

    private ContentValues eventValues(String title, long startsAtMs) throws Envelopes.Failure {
        if (title.isEmpty() || title.length() > 120 || startsAtMs <= System.currentTimeMillis()) {
            throw new Envelopes.Failure("INVALID_ARGS", "bad event");
        }
        ContentValues values = new ContentValues();
        values.put("calendar_id", calendarId);
        values.put("title", title);
        values.put("dtstart", startsAtMs);
        values.put("dtend", startsAtMs + ONE_HOUR_MS);
        values.put("eventTimezone", TimeZone.getDefault().getID());
        return values;
    }

    private void recordExport(Uri event, String source, int uid) {
        ContentValues row = new ContentValues();
        row.put("event_uri", event.toString());
        row.put("source", source);
        row.put("exported_by_uid", uid);
        row.put("exported_at", System.currentTimeMillis());
        database.getWritableDatabase().insertOrThrow("calendar_exports", null, row);
    }

    private static JSONObject exported(Uri event) throws org.json.JSONException {
        return new JSONObject().put("event_uri", event.toString()).put("added", true);
    }
}
