package com.rr;

import android.database.Cursor;
import androidx.room.RoomDatabase;
import androidx.room.RoomSQLiteQuery;
import androidx.room.util.DBUtil;

/** What Room's annotation processor generates for OpDao.find (Room 2.5, Java). */
public final class OpDao_Impl implements OpDao {
    private final RoomDatabase __db;

    public OpDao_Impl(RoomDatabase __db) {
        this.__db = __db;
    }

    @Override
    public Op find(final String id) {
        final String _sql = "SELECT * FROM ops WHERE id = ?";
        final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 1);
        int _argIndex = 1;
        if (id == null) {
            _statement.bindNull(_argIndex);
        } else {
            _statement.bindString(_argIndex, id);
        }
        __db.assertNotSuspendingTransaction();
        final Cursor _cursor = DBUtil.query(__db, _statement, false, null);
        try {
            final Op _result;
            if (_cursor.moveToFirst()) {
                _result = Op.from(_cursor);
            } else {
                _result = null;
            }
            return _result;
        } finally {
            _cursor.close();
            _statement.release();
        }
    }

    @Override
    public Op findOwned(final String id, final int uid) {
        final String _sql = "SELECT * FROM ops WHERE id = ? AND owner_uid = ?";
        final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 2);
        int _argIndex = 1;
        if (id == null) {
            _statement.bindNull(_argIndex);
        } else {
            _statement.bindString(_argIndex, id);
        }
        _argIndex = 2;
        _statement.bindLong(_argIndex, uid);
        __db.assertNotSuspendingTransaction();
        final Cursor _cursor = DBUtil.query(__db, _statement, false, null);
        try {
            final Op _result;
            if (_cursor.moveToFirst()) {
                _result = Op.from(_cursor);
            } else {
                _result = null;
            }
            return _result;
        } finally {
            _cursor.close();
            _statement.release();
        }
    }
}
