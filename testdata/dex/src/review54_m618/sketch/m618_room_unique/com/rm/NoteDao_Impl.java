package com.rm;

import androidx.room.EntityInsertionAdapter;
import androidx.room.RoomDatabase;
import androidx.sqlite.db.SupportSQLiteStatement;

/** What Room 2.5's annotation processor generates for NoteDao (Java). */
public final class NoteDao_Impl implements NoteDao {
    private final RoomDatabase __db;
    private final EntityInsertionAdapter<NoteEntity> __insertionAdapterOfNoteEntity;

    public NoteDao_Impl(RoomDatabase __db) {
        this.__db = __db;
        this.__insertionAdapterOfNoteEntity = new EntityInsertionAdapter<NoteEntity>(__db) {
            @Override
            public String createQuery() {
                return "INSERT OR ABORT INTO `room_notes` (`id`,`owner_uid`,`request_id`,`body`) VALUES (nullif(?, 0),?,?,?)";
            }

            @Override
            public void bind(SupportSQLiteStatement stmt, NoteEntity value) {
                stmt.bindLong(1, value.id);
                stmt.bindLong(2, value.ownerUid);
                if (value.requestId == null) {
                    stmt.bindNull(3);
                } else {
                    stmt.bindString(3, value.requestId);
                }
                if (value.body == null) {
                    stmt.bindNull(4);
                } else {
                    stmt.bindString(4, value.body);
                }
            }
        };
    }

    @Override
    public long insert(final NoteEntity note) {
        __db.assertNotSuspendingTransaction();
        __db.beginTransaction();
        try {
            long _result = __insertionAdapterOfNoteEntity.insertAndReturnId(note);
            __db.setTransactionSuccessful();
            return _result;
        } finally {
            __db.endTransaction();
        }
    }
}
