package com.rm;

import androidx.room.RoomDatabase;
import androidx.sqlite.db.SupportSQLiteDatabase;

/** Room's generated database (the part that matters: createAllTables, from RoomOpenHelper.Delegate). */
public final class AppDb_Impl extends RoomDatabase {
    private volatile NoteDao _noteDao;

    public void createAllTables(SupportSQLiteDatabase _db) {
        _db.execSQL("CREATE TABLE IF NOT EXISTS `room_notes` (`id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `owner_uid` INTEGER NOT NULL, `request_id` TEXT NOT NULL, `body` TEXT)");
        _db.execSQL("CREATE UNIQUE INDEX IF NOT EXISTS `index_room_notes_request_id` ON `room_notes` (`request_id`)");
    }

    public NoteDao noteDao() {
        if (_noteDao != null) {
            return _noteDao;
        }
        synchronized (this) {
            if (_noteDao == null) {
                _noteDao = new NoteDao_Impl(this);
            }
            return _noteDao;
        }
    }
}
