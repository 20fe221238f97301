package com.hearthboard.chores;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;

import com.hearthboard.cetp.Envelopes;
import com.hearthboard.data.HearthDatabase;
import com.hearthboard.rx.Schedulers;
import com.hearthboard.rx.Single;

import org.json.JSONArray;
import org.json.JSONObject;

/** Chores and the shopping list, as Singles over the app database. */
public final class ChoreRepository {
    private static final String[] CHORE_COLUMNS = {"id", "title", "room", "status", "due_at"};

    private final HearthDatabase database;

    public ChoreRepository(HearthDatabase database) {
        this.database = database;
    }

    /** Open chores of the household member whose phone app is calling (members link their apps in settings). */
    public Single<JSONArray> tasksForCallingMember() {
        return Single.fromCallable(() -> {
                    int uid = Binder.getCallingUid();
                    return linkedMember(uid);
                })
                .subscribeOn(Schedulers.io())
                .flatMap(member -> openChoresOf(member));
    }

    long linkedMember(int uid) {
        try (Cursor c = database.getReadableDatabase().query("linked_apps", new String[] {"member_id"},
                "uid = ?", new String[] {String.valueOf(uid)}, null, null, null)) {
            return c.moveToFirst() ? c.getLong(0) : -1L;
        }
    }

    Single<JSONArray> openChoresOf(long memberId) {
        return Single.fromCallable(() -> {
            JSONArray tasks = new JSONArray();
            try (Cursor c = database.getReadableDatabase().query("chores", CHORE_COLUMNS,
                    "assignee_id = ? AND status != 'done'", new String[] {String.valueOf(memberId)}, null, null,
                    "due_at ASC")) {
                while (c.moveToNext()) {
                    tasks.put(toJson(c));
                }
            }
            return tasks;
        });
    }

    /** The open chore due first, optionally in one room; an empty object when there is none. */
    public Single<JSONObject> nextOpenChore(String room) {
        return Single.fromCallable(() -> {
            try (Cursor c = database.getReadableDatabase().query("chores", CHORE_COLUMNS,
                    "status = 'open' AND (? = '' OR room = ?)", new String[] {room, room}, null, null,
                    "due_at ASC")) {
                return c.moveToFirst() ? toJson(c) : new JSONObject();
            }
        });
    }

    /** Marks a chore as being worked on. */
    public void markStarted(long choreId) {
        ContentValues values = new ContentValues();
        values.put("status", "in_progress");
        values.put("started_at", System.currentTimeMillis());
        database.getWritableDatabase().update("chores", values, "id = ? AND status = 'open'",
                new String[] {String.valueOf(choreId)});
    }

    public Single<JSONObject> find(long choreId) {
        return Single.fromCallable(() -> {
            try (Cursor c = database.getReadableDatabase().query("chores", CHORE_COLUMNS, "id = ?",
                    new String[] {String.valueOf(choreId)}, null, null, null)) {
                if (!c.moveToFirst()) {
                    throw new Envelopes.Failure("INVALID_ARGS", "no chore " + choreId);
                }
                return toJson(c);
            }
        });
    }

    public Single<JSONObject> complete(long choreId, String doneBy) {
        return Single.fromCallable(() -> {
            if (choreId <= 0L || doneBy.isEmpty() || doneBy.length() > 64) {
                throw new Envelopes.Failure("INVALID_ARGS", "bad chore or member");
            }
            ContentValues values = new ContentValues();
            values.put("status", "done");
            values.put("completed_at", System.currentTimeMillis());
            values.put("completed_by", doneBy);
            int changed = database.getWritableDatabase().update("chores", values, "id = ? AND status != 'done'",
                    new String[] {String.valueOf(choreId)});
            if (changed == 0) {
                throw new Envelopes.Failure("CONFLICT", "chore " + choreId + " is already done or gone");
            }
            return new JSONObject().put("chore_id", choreId).put("status", "done");
        });
    }

    public Single<JSONObject> addShoppingItem(String name, int quantity) {
        return Single.fromCallable(() -> {
            String trimmed = name.trim();
            if (trimmed.isEmpty() || trimmed.length() > 80 || quantity < 1 || quantity > 99) {
                throw new Envelopes.Failure("INVALID_ARGS", "bad item");
            }
            ContentValues values = new ContentValues();
            values.put("name", trimmed);
            values.put("quantity", quantity);
            values.put("added_at", System.currentTimeMillis());
            SQLiteDatabase db = database.getWritableDatabase();
            long id = db.insertOrThrow("shopping_items", null, values);
            return new JSONObject().put("item_id", id).put("name", trimmed).put("quantity", quantity);
        });
    }

    private static JSONObject toJson(Cursor c) throws org.json.JSONException {
        return new JSONObject()
                .put("id", c.getLong(0))
                .put("title", c.getString(1))
                .put("room", c.getString(2))
                .put("status", c.getString(3))
                .put("due_at_ms", c.getLong(4));
    }
}
