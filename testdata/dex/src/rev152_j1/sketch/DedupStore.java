package com.wrenfield.notes.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Outcomes of mutating executions by request key, kept for the idempotency window. */
public interface DedupStore {
    long WINDOW_MS = 24L * 60L * 60L * 1000L;

    /** The outcome recorded under key within the window, or null. */
    Entry find(String key);

    /** Marks key as running; false when another execution of it is running now. */
    boolean begin(String key);

    void finish(String key, Entry entry);

    /** Clears the running mark, recorded or not. */
    void end(String key);

    final class Entry {
        public final String tool;
        public final String argsDigest;
        public final String outcome;
        public final long recordedAt;

        public Entry(String tool, String argsDigest, String outcome, long recordedAt) {
            this.tool = tool;
            this.argsDigest = argsDigest;
            this.outcome = outcome;
            this.recordedAt = recordedAt;
        }
    }

    /** Records in a map. */
    final class Memory implements DedupStore {
        private final ConcurrentHashMap<String, Entry> entries = new ConcurrentHashMap<>();
        private final Set<String> running = ConcurrentHashMap.newKeySet();
        private final Clock clock;

        public Memory(Clock clock) {
            this.clock = clock;
        }

        @Override
        public Entry find(String key) {
            Entry entry = entries.get(key);
            if (entry != null && entry.recordedAt + WINDOW_MS < clock.now()) {
                entries.remove(key, entry);
                return null;
            }
            return entry;
        }

        @Override
        public boolean begin(String key) {
            return running.add(key);
        }

        @Override
        public void finish(String key, Entry entry) {
            entries.put(key, entry);
        }

        @Override
        public void end(String key) {
            running.remove(key);
        }
    }

    /** Records in the app database's "dedup" table; only the running marks are in memory. */
    final class Sqlite implements DedupStore {
        private static final String[] COLUMNS = {"tool", "args_sha256", "outcome", "recorded_at"};

        private final WrenfieldDb db;
        private final Clock clock;
        private final Set<String> running = ConcurrentHashMap.newKeySet();

        public Sqlite(WrenfieldDb db, Clock clock) {
            this.db = db;
            this.clock = clock;
        }

        @Override
        public Entry find(String key) {
            String since = Long.toString(clock.now() - WINDOW_MS);
            try (Cursor cursor = db.getReadableDatabase().query("dedup", COLUMNS, "request_key = ? AND recorded_at >= ?",
                    new String[] {key, since}, null, null, null, null)) {
                if (!cursor.moveToFirst()) {
                    return null;
                }
                return new Entry(cursor.getString(0), cursor.getString(1), cursor.getString(2), cursor.getLong(3));
            }
        }

        @Override
        public boolean begin(String key) {
            return running.add(key);
        }

        @Override
        public void finish(String key, Entry entry) {
            ContentValues row = new ContentValues();
            row.put("request_key", key);
            row.put("tool", entry.tool);
            row.put("args_sha256", entry.argsDigest);
            row.put("outcome", entry.outcome);
            row.put("recorded_at", entry.recordedAt);
            db.getWritableDatabase().insertWithOnConflict("dedup", null, row, SQLiteDatabase.CONFLICT_REPLACE);
        }

        @Override
        public void end(String key) {
            running.remove(key);
        }
    }
}
