package com.lumenframe.studio.backup;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import com.lumenframe.studio.cetp.CetpException;
import com.lumenframe.studio.data.StudioDb;
import java.util.concurrent.CompletionException;

/** Per-app backup quota (table backup_quota): each paired app may keep up to 4 GiB of snapshots. */
final class QuotaLedger {
    static final long LIMIT_BYTES = 4L * 1024L * 1024L * 1024L;

    private final StudioDb db;

    QuotaLedger(StudioDb db) {
        this.db = db;
    }

    long used(int uid) {
        SQLiteDatabase d = db.getReadableDatabase();
        String[] args = {Integer.toString(uid)};
        try (Cursor c = d.query("backup_quota", new String[] {"used_bytes"}, "uid = ?", args, null, null, null)) {
            return c.moveToFirst() ? c.getLong(0) : 0L;
        }
    }

    /** Charges a snapshot to the app that asked for it; refuses when the app's quota would be exceeded. */
    void chargeCaller(long bytes) {
        int uid = Binder.getCallingUid();
        long total = used(uid) + bytes;
        if (total > LIMIT_BYTES) {
            throw new CompletionException(new CetpException("CONFLICT"));
        }
        ContentValues v = new ContentValues();
        v.put("uid", Integer.valueOf(uid));
        v.put("used_bytes", Long.valueOf(total));
        db.getWritableDatabase().insertWithOnConflict("backup_quota", null, v, SQLiteDatabase.CONFLICT_REPLACE);
    }
}
