package com.hearthboard.inbox;

import android.content.ContentValues;
import android.database.Cursor;
import android.os.Binder;

import com.hearthboard.cetp.Envelopes;
import com.hearthboard.data.HearthDatabase;
import com.hearthboard.rx.Completable;
import com.hearthboard.rx.Schedulers;
import com.hearthboard.rx.Single;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.util.concurrent.Callable;

/** The family message board: threads and messages, as Singles over the app database. */
public final class InboxRepository {
    private static final long DAY_MS = 24L * 60L * 60L * 1000L;

    private final HearthDatabase database;

    public InboxRepository(HearthDatabase database) {
        this.database = database;
    }

    /** Opens (and if needed upgrades) the database off the caller's path of later queries. */
    public Completable warmUp() {
        return Completable.fromAction(database::getWritableDatabase);
    }

    /** Threads of the member linked to the calling app; the UID is taken before the query hops to the io pool. */
    public Single<JSONArray> threadsForCaller() {
        return Single.fromCallable(() -> {
                    int uid = Binder.getCallingUid();
                    return memberFor(uid);
                })
                .flatMap(member -> threadsOf(member).subscribeOn(Schedulers.io()));
    }

    long memberFor(int uid) {
        try (Cursor c = database.getReadableDatabase().query("linked_apps", new String[] {"member_id"}, "uid = ?",
                new String[] {String.valueOf(uid)}, null, null, null)) {
            return c.moveToFirst() ? c.getLong(0) : -1L;
        }
    }

    Single<JSONArray> threadsOf(long memberId) {
        return Single.fromCallable(() -> {
            JSONArray threads = new JSONArray();
            try (Cursor c = database.getReadableDatabase().query("threads",
                    new String[] {"id", "subject", "unread", "last_at"}, "member_id = ? AND archived = 0",
                    new String[] {String.valueOf(memberId)}, null, null, "last_at DESC")) {
                while (c.moveToNext()) {
                    threads.put(new JSONObject().put("id", c.getLong(0)).put("subject", c.getString(1))
                            .put("unread", c.getInt(2) != 0).put("last_at_ms", c.getLong(3)));
                }
            }
            return threads;
        });
    }

    public Single<JSONObject> thread(long threadId) {
        return Single.fromCallable(() -> {
            try (Cursor c = database.getReadableDatabase().query("threads", new String[] {"id", "subject"},
                    "id = ? AND archived = 0", new String[] {String.valueOf(threadId)}, null, null, null)) {
                if (!c.moveToFirst()) {
                    throw new Envelopes.Failure("INVALID_ARGS", "no thread " + threadId);
                }
                return new JSONObject().put("id", c.getLong(0)).put("subject", c.getString(1));
            }
        });
    }

    public Single<JSONObject> message(long messageId) {
        return Single.fromCallable(() -> {
            try (Cursor c = database.getReadableDatabase().query("messages", new String[] {"id", "body"}, "id = ?",
                    new String[] {String.valueOf(messageId)}, null, null, null)) {
                if (!c.moveToFirst()) {
                    throw new Envelopes.Failure("INVALID_ARGS", "no message " + messageId);
                }
                return new JSONObject().put("id", c.getLong(0)).put("body", c.getString(1));
            }
        });
    }

    public void markRead(long threadId) {
        ContentValues values = new ContentValues();
        values.put("unread", 0);
        database.getWritableDatabase().update("threads", values, "id = ?", new String[] {String.valueOf(threadId)});
    }

    public Single<JSONObject> send(long threadId, String body, String author) {
        return thread(threadId).map(thread -> {
            String text = body.trim();
            if (text.isEmpty() || text.length() > 2000) {
                throw new Envelopes.Failure("INVALID_ARGS", "bad body");
            }
            long now = System.currentTimeMillis();
            ContentValues values = new ContentValues();
            values.put("thread_id", threadId);
            values.put("body", text);
            values.put("author", author);
            values.put("sent_at", now);
            long id = database.getWritableDatabase().insertOrThrow("messages", null, values);
            ContentValues touched = new ContentValues();
            touched.put("last_at", now);
            database.getWritableDatabase().update("threads", touched, "id = ?",
                    new String[] {String.valueOf(threadId)});
            return new JSONObject().put("message_id", id).put("thread_id", threadId);
        });
    }

    /** Archives threads idle for the given number of days, unless the operation was cancelled first. */
    public Single<JSONObject> archiveOlderThan(int days, Callable<Boolean> cancelled) {
        return Single.fromCallable(() -> {
            if (days < 1 || days > 3650) {
                throw new Envelopes.Failure("INVALID_ARGS", "bad day count");
            }
            if (cancelled.call()) {
                throw new Envelopes.Failure("CANCELLED", "cancelled before start");
            }
            ContentValues values = new ContentValues();
            values.put("archived", 1);
            int archived = database.getWritableDatabase().update("threads", values, "archived = 0 AND last_at < ?",
                    new String[] {String.valueOf(System.currentTimeMillis() - days * DAY_MS)});
            return result(archived);
        });
    }

    private static JSONObject result(int archived) throws JSONException {
        return new JSONObject().put("archived", archived);
    }
}
