package com.example.hdd;

import android.database.Cursor;
import androidx.room.EntityInsertionAdapter;
import androidx.room.RoomDatabase;
import androidx.room.RoomSQLiteQuery;
import androidx.room.util.CursorUtil;
import androidx.room.util.DBUtil;
import androidx.sqlite.db.SupportSQLiteStatement;
import java.lang.Class;
import java.lang.Override;
import java.lang.String;
import java.lang.SuppressWarnings;
import java.util.Collections;
import java.util.List;

@SuppressWarnings({"unchecked", "deprecation"})
public final class RequestDao_Impl implements RequestDao {
  private final RoomDatabase __db;

  private final EntityInsertionAdapter<RequestRecord> __insertionAdapterOfRequestRecord;

  public RequestDao_Impl(RoomDatabase __db) {
    this.__db = __db;
    this.__insertionAdapterOfRequestRecord = new EntityInsertionAdapter<RequestRecord>(__db) {
      @Override
      public String createQuery() {
        return "INSERT OR REPLACE INTO `requests` (`rid`,`result`) VALUES (?,?)";
      }

      @Override
      public void bind(SupportSQLiteStatement stmt, RequestRecord value) {
        if (value.rid == null) {
          stmt.bindNull(1);
        } else {
          stmt.bindString(1, value.rid);
        }
        if (value.result == null) {
          stmt.bindNull(2);
        } else {
          stmt.bindString(2, value.result);
        }
      }
    };
  }

  @Override
  public void insert(final RequestRecord r) {
    __db.assertNotSuspendingTransaction();
    __db.beginTransaction();
    try {
      __insertionAdapterOfRequestRecord.insert(r);
      __db.setTransactionSuccessful();
    } finally {
      __db.endTransaction();
    }
  }

  @Override
  public RequestRecord find(final String rid) {
    final String _sql = "SELECT * FROM requests WHERE rid = ?";
    final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 1);
    int _argIndex = 1;
    if (rid == null) {
      _statement.bindNull(_argIndex);
    } else {
      _statement.bindString(_argIndex, rid);
    }
    __db.assertNotSuspendingTransaction();
    final Cursor _cursor = DBUtil.query(__db, _statement, false, null);
    try {
      final int _cursorIndexOfRid = CursorUtil.getColumnIndexOrThrow(_cursor, "rid");
      final int _cursorIndexOfResult = CursorUtil.getColumnIndexOrThrow(_cursor, "result");
      final RequestRecord _result;
      if(_cursor.moveToFirst()) {
        final String _tmpRid;
        if (_cursor.isNull(_cursorIndexOfRid)) {
          _tmpRid = null;
        } else {
          _tmpRid = _cursor.getString(_cursorIndexOfRid);
        }
        final String _tmpResult;
        if (_cursor.isNull(_cursorIndexOfResult)) {
          _tmpResult = null;
        } else {
          _tmpResult = _cursor.getString(_cursorIndexOfResult);
        }
        _result = new RequestRecord(_tmpRid,_tmpResult);
      } else {
        _result = null;
      }
      return _result;
    } finally {
      _cursor.close();
      _statement.release();
    }
  }

  public static List<Class<?>> getRequiredConverters() {
    return Collections.emptyList();
  }
}
