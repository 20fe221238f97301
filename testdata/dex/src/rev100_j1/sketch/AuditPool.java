package com.mendbook.shelf;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.util.Log;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** The shelf desk's pool; every finished task leaves an audit row. */
class AuditPool extends ThreadPoolExecutor {
    private final SQLiteDatabase db;

    AuditPool(SQLiteDatabase db) {
        super(1, 2, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
        this.db = db;
    }

    @Override
    protected void beforeExecute(Thread t, Runnable r) {
        super.beforeExecute(t, r);
        Log.d("MendBook", "shelf task on " + t.getName());
    }

    @Override
    protected void afterExecute(Runnable r, Throwable t) {
        super.afterExecute(r, t);
        db.execSQL("INSERT INTO audit(uid, book) VALUES (?, ?)", new Object[] {Binder.getCallingUid(), "shelf"});
    }
}
