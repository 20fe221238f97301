package com.fernhill.stockroom.reports;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.ParcelFileDescriptor;
import com.fernhill.stockroom.core.StockDb;
import com.fernhill.stockroom.core.ToolContext;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.regex.Pattern;

/** Report rows and the report files under files/reports, each owned by the UID that built it. */
final class ReportShelf {
    static final String REPORTS_URI = "content://com.fernhill.stockroom.tools.reports/reports/";
    static final int HANDOFF_MODE = ParcelFileDescriptor.MODE_READ_WRITE;
    static final int DAILY_LIMIT = 20;
    private static final long DAY_MS = 24L * 60L * 60L * 1000L;
    private static final Pattern REPORT_ID = Pattern.compile("rp_[0-9a-f]{16}");

    static final class QuotaExceeded extends Exception {
        QuotaExceeded() {
            super("daily report limit reached");
        }
    }

    private final Context context;
    private final StockDb db;

    ReportShelf(Context context, StockDb db) {
        this.context = context;
        this.db = db;
    }

    static ReportShelf from(ToolContext ctx) {
        return new ReportShelf(ctx.app, ctx.db);
    }

    static boolean validId(Object id) {
        return id instanceof String && REPORT_ID.matcher((String) id).matches();
    }

    private File dir() {
        File dir = new File(context.getFilesDir(), "reports");
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("cannot create the reports directory");
        }
        return dir;
    }

    /** How many reports {@code uid} built since midnight UTC. */
    int builtToday(int uid) {
        long now = System.currentTimeMillis();
        Cursor c = db.getReadableDatabase().query("reports", new String[] {"id"}, "owner_uid = ? AND created_at >= ?",
                new String[] {String.valueOf(uid), String.valueOf(now - now % DAY_MS)}, null, null, null);
        try {
            return c.getCount();
        } finally {
            c.close();
        }
    }

    /** Writes a new report file; the row is inserted by the caller in its transaction. */
    File store(String reportId, byte[] json) throws IOException {
        File file = new File(dir(), reportId + ".json");
        FileOutputStream out = new FileOutputStream(file);
        try {
            out.write(json);
        } finally {
            out.close();
        }
        return file;
    }

    /** The file of a report that {@code uid} owns and has not archived, or null. */
    File ownedReport(String reportId, int uid) {
        if (!validId(reportId)) {
            return null;
        }
        Cursor c = db.getReadableDatabase().query("reports", new String[] {"file"},
                "id = ? AND owner_uid = ? AND archived = 0", new String[] {reportId, String.valueOf(uid)},
                null, null, null);
        try {
            return c.moveToFirst() ? new File(dir(), c.getString(0)) : null;
        } finally {
            c.close();
        }
    }

    /** openFile runs on the caller's Binder thread: the report must be the caller's own. */
    File fileForCaller(String reportId) {
        return ownedReport(reportId, Binder.getCallingUid());
    }

    ParcelFileDescriptor handOff(File report) throws FileNotFoundException {
        return ParcelFileDescriptor.open(report, HANDOFF_MODE);
    }

    /** Tells observers a report changed and remembers which app changed it last. */
    void announce(String reportId) {
        int requester = Binder.getCallingUid();
        long identity = Binder.clearCallingIdentity();
        try {
            context.getContentResolver().notifyChange(Uri.parse(REPORTS_URI + reportId), null);
            ContentValues row = new ContentValues();
            row.put("announced_to", Integer.valueOf(requester));
            db.getWritableDatabase().update("reports", row, "id = ?", new String[] {reportId});
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }
}
