package com.dd;

import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;

/** The two desks: both queue a job row; only the reports desk looks at the deadline first. */
final class Desks {
    private Desks() {
    }

    static final class ArchiveDesk implements Desk {
        private final SQLiteDatabase db;

        ArchiveDesk(SQLiteDatabase db) {
            this.db = db;
        }

        @Override
        public Bundle submit(Bundle request) {
            db.execSQL("INSERT INTO jobs(kind) VALUES('archive')");
            Bundle out = new Bundle();
            out.putString("status", "accepted");
            return out;
        }
    }

    static final class ReportDesk implements Desk {
        private final SQLiteDatabase db;

        ReportDesk(SQLiteDatabase db) {
            this.db = db;
        }

        @Override
        public Bundle submit(Bundle request) {
            Bundle out = new Bundle();
            long deadline = request.getLong("deadline_at_ms");
            if (deadline <= 0 || System.currentTimeMillis() >= deadline) {
                out.putString("error_code", "DEADLINE_EXCEEDED");
                return out;
            }
            db.execSQL("INSERT INTO jobs(kind) VALUES('report')");
            out.putString("status", "accepted");
            return out;
        }
    }
}
