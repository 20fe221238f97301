package com.mendbook.shelf;

import android.database.sqlite.SQLiteDatabase;
import java.util.concurrent.Callable;

/** Moves a book to a new shelf state for the UID the provider read on the Binder thread. */
class ShelfTask implements Callable<String> {
    private final SQLiteDatabase db;
    private final String state;
    private final String bookId;
    private final int uid;

    ShelfTask(SQLiteDatabase db, String state, String bookId, int uid) {
        this.db = db;
        this.state = state;
        this.bookId = bookId;
        this.uid = uid;
    }

    @Override
    public String call() {
        db.execSQL("UPDATE books SET state = ?, by_uid = ? WHERE id = ?", new Object[] {state, uid, bookId});
        return state;
    }
}
