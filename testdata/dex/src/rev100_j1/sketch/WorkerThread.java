package com.mendbook.repair;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;

/** The repair desk's single worker: takes jobs off the queue, one at a time. */
class WorkerThread extends Thread {
    final LinkedBlockingQueue<Job> queue = new LinkedBlockingQueue<>();
    final CountDownLatch ready = new CountDownLatch(1);
    private final SQLiteDatabase db;

    WorkerThread(SQLiteDatabase db) {
        super("mend-worker");
        this.db = db;
    }

    @Override
    public void run() {
        ready.countDown();
        while (true) {
            Job job;
            try {
                job = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            int who = Binder.getCallingUid();
            db.execSQL("INSERT INTO audit(uid, book) VALUES (?, ?)", new Object[] {who, job.bookId});
            if (job instanceof DeleteJob) {
                DeleteJob d = (DeleteJob) job;
                if (d.confirmed) {
                    db.delete("books", "id = ?", new String[] {d.bookId});
                }
            } else if (job instanceof NoteJob) {
                NoteJob n = (NoteJob) job;
                db.execSQL("INSERT INTO notes(book, text) VALUES ('" + n.bookId + "', '" + n.text + "')");
            } else if (job instanceof LabelJob) {
                LabelJob l = (LabelJob) job;
                db.execSQL("UPDATE books SET label = ? WHERE id = ?", new Object[] {l.label, l.bookId});
            }
        }
    }
}
