package com.keyholder.data;

import android.database.Cursor;
import androidx.room.EntityInsertionAdapter;
import androidx.room.RoomDatabase;
import androidx.room.RoomSQLiteQuery;
import androidx.room.SharedSQLiteStatement;
import androidx.room.util.CursorUtil;
import androidx.room.util.DBUtil;
import androidx.sqlite.db.SupportSQLiteStatement;

@SuppressWarnings({"unchecked", "deprecation"})
public final class CetpDao_Impl implements CetpDao {
  private final RoomDatabase __db;

  private final EntityInsertionAdapter<SessionRow> __insertionAdapterOfSessionRow;

  private final EntityInsertionAdapter<RequestRow> __insertionAdapterOfRequestRow;

  private final SharedSQLiteStatement __preparedStmtOfAudit;

  public CetpDao_Impl(RoomDatabase __db) {
    this.__db = __db;
    this.__insertionAdapterOfSessionRow = new EntityInsertionAdapter<SessionRow>(__db) {
      @Override
      public String createQuery() {
        return "INSERT OR ABORT INTO `sessions` (`token`,`uid`,`provider_id`,`expires_at`) VALUES (?,?,?,?)";
      }

      @Override
      public void bind(SupportSQLiteStatement stmt, SessionRow value) {
        if (value.token == null) {
          stmt.bindNull(1);
        } else {
          stmt.bindString(1, value.token);
        }
        stmt.bindLong(2, value.uid);
        if (value.providerId == null) {
          stmt.bindNull(3);
        } else {
          stmt.bindString(3, value.providerId);
        }
        stmt.bindLong(4, value.expiresAt);
      }
    };
    this.__insertionAdapterOfRequestRow = new EntityInsertionAdapter<RequestRow>(__db) {
      @Override
      public String createQuery() {
        return "INSERT OR ABORT INTO `requests` (`provider_id`,`uid`,`request_id`,`digest`,`data`,`kept_at`) VALUES (?,?,?,?,?,?)";
      }

      @Override
      public void bind(SupportSQLiteStatement stmt, RequestRow value) {
        if (value.providerId == null) {
          stmt.bindNull(1);
        } else {
          stmt.bindString(1, value.providerId);
        }
        stmt.bindLong(2, value.uid);
        if (value.requestId == null) {
          stmt.bindNull(3);
        } else {
          stmt.bindString(3, value.requestId);
        }
        if (value.digest == null) {
          stmt.bindNull(4);
        } else {
          stmt.bindString(4, value.digest);
        }
        if (value.data == null) {
          stmt.bindNull(5);
        } else {
          stmt.bindString(5, value.data);
        }
        stmt.bindLong(6, value.keptAt);
      }
    };
    this.__preparedStmtOfAudit = new SharedSQLiteStatement(__db) {
      @Override
      public String createQuery() {
        final String _query = "INSERT INTO audit (uid, provider_id, tool, request_id, outcome, at) VALUES (?, ?, ?, ?, ?, ?)";
        return _query;
      }
    };
  }

  @Override
  public void insertSession(final SessionRow row) {
    __db.assertNotSuspendingTransaction();
    __db.beginTransaction();
    try {
      __insertionAdapterOfSessionRow.insert(row);
      __db.setTransactionSuccessful();
    } finally {
      __db.endTransaction();
    }
  }

  @Override
  public void insertRequest(final RequestRow row) {
    __db.assertNotSuspendingTransaction();
    __db.beginTransaction();
    try {
      __insertionAdapterOfRequestRow.insert(row);
      __db.setTransactionSuccessful();
    } finally {
      __db.endTransaction();
    }
  }

  @Override
  public void audit(final int uid, final String providerId, final String tool, final String requestId,
      final String outcome, final long at) {
    __db.assertNotSuspendingTransaction();
    final SupportSQLiteStatement _stmt = __preparedStmtOfAudit.acquire();
    int _argIndex = 1;
    _stmt.bindLong(_argIndex, uid);
    _argIndex = 2;
    if (providerId == null) {
      _stmt.bindNull(_argIndex);
    } else {
      _stmt.bindString(_argIndex, providerId);
    }
    _argIndex = 3;
    if (tool == null) {
      _stmt.bindNull(_argIndex);
    } else {
      _stmt.bindString(_argIndex, tool);
    }
    _argIndex = 4;
    if (requestId == null) {
      _stmt.bindNull(_argIndex);
    } else {
      _stmt.bindString(_argIndex, requestId);
    }
    _argIndex = 5;
    if (outcome == null) {
      _stmt.bindNull(_argIndex);
    } else {
      _stmt.bindString(_argIndex, outcome);
    }
    _argIndex = 6;
    _stmt.bindLong(_argIndex, at);
    __db.beginTransaction();
    try {
      _stmt.executeInsert();
      __db.setTransactionSuccessful();
    } finally {
      __db.endTransaction();
      __preparedStmtOfAudit.release(_stmt);
    }
  }

  @Override
  public SessionRow sessionByToken(final String token) {
    final String _sql = "SELECT * FROM sessions WHERE token = ?";
    final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 1);
    int _argIndex = 1;
    if (token == null) {
      _statement.bindNull(_argIndex);
    } else {
      _statement.bindString(_argIndex, token);
    }
    __db.assertNotSuspendingTransaction();
    final Cursor _cursor = DBUtil.query(__db, _statement, false, null);
    try {
      final int _cursorIndexOfToken = CursorUtil.getColumnIndexOrThrow(_cursor, "token");
      final int _cursorIndexOfUid = CursorUtil.getColumnIndexOrThrow(_cursor, "uid");
      final int _cursorIndexOfProviderId = CursorUtil.getColumnIndexOrThrow(_cursor, "provider_id");
      final int _cursorIndexOfExpiresAt = CursorUtil.getColumnIndexOrThrow(_cursor, "expires_at");
      final SessionRow _result;
      if (_cursor.moveToFirst()) {
        _result = new SessionRow();
        if (_cursor.isNull(_cursorIndexOfToken)) {
          _result.token = null;
        } else {
          _result.token = _cursor.getString(_cursorIndexOfToken);
        }
        _result.uid = _cursor.getInt(_cursorIndexOfUid);
        if (_cursor.isNull(_cursorIndexOfProviderId)) {
          _result.providerId = null;
        } else {
          _result.providerId = _cursor.getString(_cursorIndexOfProviderId);
        }
        _result.expiresAt = _cursor.getLong(_cursorIndexOfExpiresAt);
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
  public RequestRow findRequest(final String providerId, final int uid, final String requestId) {
    final String _sql = "SELECT * FROM requests WHERE provider_id = ? AND uid = ? AND request_id = ?";
    final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 3);
    int _argIndex = 1;
    if (providerId == null) {
      _statement.bindNull(_argIndex);
    } else {
      _statement.bindString(_argIndex, providerId);
    }
    _argIndex = 2;
    _statement.bindLong(_argIndex, uid);
    _argIndex = 3;
    if (requestId == null) {
      _statement.bindNull(_argIndex);
    } else {
      _statement.bindString(_argIndex, requestId);
    }
    __db.assertNotSuspendingTransaction();
    final Cursor _cursor = DBUtil.query(__db, _statement, false, null);
    try {
      final int _cursorIndexOfProviderId = CursorUtil.getColumnIndexOrThrow(_cursor, "provider_id");
      final int _cursorIndexOfUid = CursorUtil.getColumnIndexOrThrow(_cursor, "uid");
      final int _cursorIndexOfRequestId = CursorUtil.getColumnIndexOrThrow(_cursor, "request_id");
      final int _cursorIndexOfDigest = CursorUtil.getColumnIndexOrThrow(_cursor, "digest");
      final int _cursorIndexOfData = CursorUtil.getColumnIndexOrThrow(_cursor, "data");
      final int _cursorIndexOfKeptAt = CursorUtil.getColumnIndexOrThrow(_cursor, "kept_at");
      final RequestRow _result;
      if (_cursor.moveToFirst()) {
        _result = new RequestRow();
        if (_cursor.isNull(_cursorIndexOfProviderId)) {
          _result.providerId = null;
        } else {
          _result.providerId = _cursor.getString(_cursorIndexOfProviderId);
        }
        _result.uid = _cursor.getInt(_cursorIndexOfUid);
        if (_cursor.isNull(_cursorIndexOfRequestId)) {
          _result.requestId = null;
        } else {
          _result.requestId = _cursor.getString(_cursorIndexOfRequestId);
        }
        if (_cursor.isNull(_cursorIndexOfDigest)) {
          _result.digest = null;
        } else {
          _result.digest = _cursor.getString(_cursorIndexOfDigest);
        }
        if (_cursor.isNull(_cursorIndexOfData)) {
          _result.data = null;
        } else {
          _result.data = _cursor.getString(_cursorIndexOfData);
        }
        _result.keptAt = _cursor.getLong(_cursorIndexOfKeptAt);
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
