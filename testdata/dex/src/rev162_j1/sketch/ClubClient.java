package com.fieldnote.birding.trips;

import android.content.ContentResolver;
import android.content.ContentUris;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.os.Binder;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The club account and the trip sign-ups live in the app's own ClubProvider, which is not exported (the club
 * sync adapter writes it). Inside call() the Binder identity is still the Consumer's, which the club provider
 * refuses, so every request to it is made as this app.
 */
final class ClubClient {
    private final ContentResolver resolver;

    ClubClient(Context context) {
        resolver = context.getContentResolver();
    }

    /** Runs {@code body} under this app's own identity and puts the caller's back afterwards. */
    static <T> T asSelf(Supplier<T> body) {
        long identity = Binder.clearCallingIdentity();
        try {
            return body.get();
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }

    /** The signed-in member's number, or null. */
    String memberId() {
        return asSelf(() -> {
            try (Cursor c = resolver.query(ClubProvider.ACCOUNT, new String[] {"member_id"}, null, null, null)) {
                return c != null && c.moveToFirst() ? c.getString(0) : null;
            }
        });
    }

    /** The trips the app with this UID signed the member up for. */
    Set<Long> joinedTrips(int uid) {
        return asSelf(() -> {
            Set<Long> ids = new HashSet<>();
            try (Cursor c = resolver.query(ClubProvider.RSVPS, new String[] {"trip_id"}, "via_uid = ?",
                    new String[] {Integer.toString(uid)}, null)) {
                while (c != null && c.moveToNext()) {
                    ids.add(c.getLong(0));
                }
            }
            return ids;
        });
    }

    /** Signs the member up for the trip, noting which app asked. */
    long join(long tripId, String memberId) {
        return asSelf(() -> {
            ContentValues v = new ContentValues();
            v.put("trip_id", tripId);
            v.put("member_id", memberId);
            v.put("via_uid", Binder.getCallingUid());
            return ContentUris.parseId(resolver.insert(ClubProvider.RSVPS, v));
        });
    }
}
