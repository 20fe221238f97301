package com.tutortime

import android.database.Cursor
import androidx.room.RoomDatabase
import androidx.room.RoomSQLiteQuery
import androidx.room.util.DBUtil
import androidx.sqlite.db.SupportSQLiteQuery

class TutorDao_Impl(__db: RoomDatabase) : TutorDao {
    private val __db: RoomDatabase = __db

    override fun tutorsFor(subject: String): List<String> {
        val _sql: String = "SELECT name FROM tutors WHERE subject = ?"
        val _statement: RoomSQLiteQuery = RoomSQLiteQuery.acquire(_sql, 1)
        var _argIndex: Int = 1
        _statement.bindString(_argIndex, subject)
        __db.assertNotSuspendingTransaction()
        val _cursor: Cursor = DBUtil.query(__db, _statement, false, null)
        try {
            val _result: MutableList<String> = ArrayList<String>(_cursor.getCount())
            while (_cursor.moveToNext()) {
                val _item: String
                _item = _cursor.getString(0)
                _result.add(_item)
            }
            return _result
        } finally {
            _cursor.close()
            _statement.release()
        }
    }

    override fun rawTutors(query: SupportSQLiteQuery): List<String> {
        val _internalQuery: SupportSQLiteQuery = query
        __db.assertNotSuspendingTransaction()
        val _cursor: Cursor = DBUtil.query(__db, _internalQuery, false, null)
        try {
            val _result: MutableList<String> = ArrayList<String>(_cursor.getCount())
            while (_cursor.moveToNext()) {
                val _item: String
                _item = _cursor.getString(0)
                _result.add(_item)
            }
            return _result
        } finally {
            _cursor.close()
        }
    }
}
