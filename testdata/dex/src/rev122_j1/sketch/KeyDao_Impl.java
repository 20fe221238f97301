package com.keyholder.data;

import android.database.Cursor;
import androidx.room.EntityInsertionAdapter;
import androidx.room.RoomDatabase;
import androidx.room.RoomSQLiteQuery;
import androidx.room.SharedSQLiteStatement;
import androidx.room.util.CursorUtil;
import androidx.room.util.DBUtil;
import androidx.sqlite.db.SupportSQLiteStatement;
import java.util.ArrayList;
import java.util.List;

@SuppressWarnings({"unchecked", "deprecation"})
public final class KeyDao_Impl implements KeyDao {
  private final RoomDatabase __db;

  private final EntityInsertionAdapter<GrantRow> __insertionAdapterOfGrantRow;

  private final SharedSQLiteStatement __preparedStmtOfSetLocked;

  private final SharedSQLiteStatement __preparedStmtOfRevokeGrant;

  public KeyDao_Impl(RoomDatabase __db) {
    this.__db = __db;
    this.__insertionAdapterOfGrantRow = new EntityInsertionAdapter<GrantRow>(__db) {
      @Override
      public String createQuery() {
        return "INSERT OR ABORT INTO `grants` (`id`,`lock_id`,`guest`,`level`,`revoked`,`created_at`) VALUES (?,?,?,?,?,?)";
      }

      @Override
      public void bind(SupportSQLiteStatement stmt, GrantRow value) {
        if (value.id == null) {
          stmt.bindNull(1);
        } else {
          stmt.bindString(1, value.id);
        }
        if (value.lockId == null) {
          stmt.bindNull(2);
        } else {
          stmt.bindString(2, value.lockId);
        }
        if (value.guest == null) {
          stmt.bindNull(3);
        } else {
          stmt.bindString(3, value.guest);
        }
        if (value.level == null) {
          stmt.bindNull(4);
        } else {
          stmt.bindString(4, value.level);
        }
        final int _tmp = value.revoked ? 1 : 0;
        stmt.bindLong(5, _tmp);
        stmt.bindLong(6, value.createdAt);
      }
    };
    this.__preparedStmtOfSetLocked = new SharedSQLiteStatement(__db) {
      @Override
      public String createQuery() {
        final String _query = "UPDATE locks SET locked = ?, changed_at = ? WHERE id = ?";
        return _query;
      }
    };
    this.__preparedStmtOfRevokeGrant = new SharedSQLiteStatement(__db) {
      @Override
      public String createQuery() {
        final String _query = "UPDATE grants SET revoked = 1 WHERE id = ?";
        return _query;
      }
    };
  }

  @Override
  public void insertGrant(final GrantRow row) {
    __db.assertNotSuspendingTransaction();
    __db.beginTransaction();
    try {
      __insertionAdapterOfGrantRow.insert(row);
      __db.setTransactionSuccessful();
    } finally {
      __db.endTransaction();
    }
  }

  @Override
  public int setLocked(final String id, final boolean locked, final long at) {
    __db.assertNotSuspendingTransaction();
    final SupportSQLiteStatement _stmt = __preparedStmtOfSetLocked.acquire();
    int _argIndex = 1;
    final int _tmp = locked ? 1 : 0;
    _stmt.bindLong(_argIndex, _tmp);
    _argIndex = 2;
    _stmt.bindLong(_argIndex, at);
    _argIndex = 3;
    if (id == null) {
      _stmt.bindNull(_argIndex);
    } else {
      _stmt.bindString(_argIndex, id);
    }
    __db.beginTransaction();
    try {
      final int _result = _stmt.executeUpdateDelete();
      __db.setTransactionSuccessful();
      return _result;
    } finally {
      __db.endTransaction();
      __preparedStmtOfSetLocked.release(_stmt);
    }
  }

  @Override
  public int revokeGrant(final String id) {
    __db.assertNotSuspendingTransaction();
    final SupportSQLiteStatement _stmt = __preparedStmtOfRevokeGrant.acquire();
    int _argIndex = 1;
    if (id == null) {
      _stmt.bindNull(_argIndex);
    } else {
      _stmt.bindString(_argIndex, id);
    }
    __db.beginTransaction();
    try {
      final int _result = _stmt.executeUpdateDelete();
      __db.setTransactionSuccessful();
      return _result;
    } finally {
      __db.endTransaction();
      __preparedStmtOfRevokeGrant.release(_stmt);
    }
  }

  @Override
  public List<LockRow> locks() {
    final String _sql = "SELECT * FROM locks ORDER BY name";
    final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 0);
    __db.assertNotSuspendingTransaction();
    final Cursor _cursor = DBUtil.query(__db, _statement, false, null);
    try {
      final int _cursorIndexOfId = CursorUtil.getColumnIndexOrThrow(_cursor, "id");
      final int _cursorIndexOfName = CursorUtil.getColumnIndexOrThrow(_cursor, "name");
      final int _cursorIndexOfConfirmAction = CursorUtil.getColumnIndexOrThrow(_cursor, "confirm_action");
      final int _cursorIndexOfLocked = CursorUtil.getColumnIndexOrThrow(_cursor, "locked");
      final int _cursorIndexOfChangedAt = CursorUtil.getColumnIndexOrThrow(_cursor, "changed_at");
      final List<LockRow> _result = new ArrayList<LockRow>(_cursor.getCount());
      while (_cursor.moveToNext()) {
        final LockRow _item;
        _item = new LockRow();
        if (_cursor.isNull(_cursorIndexOfId)) {
          _item.id = null;
        } else {
          _item.id = _cursor.getString(_cursorIndexOfId);
        }
        if (_cursor.isNull(_cursorIndexOfName)) {
          _item.name = null;
        } else {
          _item.name = _cursor.getString(_cursorIndexOfName);
        }
        if (_cursor.isNull(_cursorIndexOfConfirmAction)) {
          _item.confirmAction = null;
        } else {
          _item.confirmAction = _cursor.getString(_cursorIndexOfConfirmAction);
        }
        final int _tmp;
        _tmp = _cursor.getInt(_cursorIndexOfLocked);
        _item.locked = _tmp != 0;
        _item.changedAt = _cursor.getLong(_cursorIndexOfChangedAt);
        _result.add(_item);
      }
      return _result;
    } finally {
      _cursor.close();
      _statement.release();
    }
  }

  @Override
  public LockRow lock(final String id) {
    final String _sql = "SELECT * FROM locks WHERE id = ?";
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
      final int _cursorIndexOfId = CursorUtil.getColumnIndexOrThrow(_cursor, "id");
      final int _cursorIndexOfName = CursorUtil.getColumnIndexOrThrow(_cursor, "name");
      final int _cursorIndexOfConfirmAction = CursorUtil.getColumnIndexOrThrow(_cursor, "confirm_action");
      final int _cursorIndexOfLocked = CursorUtil.getColumnIndexOrThrow(_cursor, "locked");
      final int _cursorIndexOfChangedAt = CursorUtil.getColumnIndexOrThrow(_cursor, "changed_at");
      final LockRow _result;
      if (_cursor.moveToFirst()) {
        _result = new LockRow();
        if (_cursor.isNull(_cursorIndexOfId)) {
          _result.id = null;
        } else {
          _result.id = _cursor.getString(_cursorIndexOfId);
        }
        if (_cursor.isNull(_cursorIndexOfName)) {
          _result.name = null;
        } else {
          _result.name = _cursor.getString(_cursorIndexOfName);
        }
        if (_cursor.isNull(_cursorIndexOfConfirmAction)) {
          _result.confirmAction = null;
        } else {
          _result.confirmAction = _cursor.getString(_cursorIndexOfConfirmAction);
        }
        final int _tmp;
        _tmp = _cursor.getInt(_cursorIndexOfLocked);
        _result.locked = _tmp != 0;
        _result.changedAt = _cursor.getLong(_cursorIndexOfChangedAt);
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
  public List<GrantRow> grants() {
    final String _sql = "SELECT * FROM grants WHERE revoked = 0 ORDER BY guest";
    final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 0);
    __db.assertNotSuspendingTransaction();
    final Cursor _cursor = DBUtil.query(__db, _statement, false, null);
    try {
      final int _cursorIndexOfId = CursorUtil.getColumnIndexOrThrow(_cursor, "id");
      final int _cursorIndexOfLockId = CursorUtil.getColumnIndexOrThrow(_cursor, "lock_id");
      final int _cursorIndexOfGuest = CursorUtil.getColumnIndexOrThrow(_cursor, "guest");
      final int _cursorIndexOfLevel = CursorUtil.getColumnIndexOrThrow(_cursor, "level");
      final int _cursorIndexOfRevoked = CursorUtil.getColumnIndexOrThrow(_cursor, "revoked");
      final int _cursorIndexOfCreatedAt = CursorUtil.getColumnIndexOrThrow(_cursor, "created_at");
      final List<GrantRow> _result = new ArrayList<GrantRow>(_cursor.getCount());
      while (_cursor.moveToNext()) {
        final GrantRow _item;
        _item = new GrantRow();
        if (_cursor.isNull(_cursorIndexOfId)) {
          _item.id = null;
        } else {
          _item.id = _cursor.getString(_cursorIndexOfId);
        }
        if (_cursor.isNull(_cursorIndexOfLockId)) {
          _item.lockId = null;
        } else {
          _item.lockId = _cursor.getString(_cursorIndexOfLockId);
        }
        if (_cursor.isNull(_cursorIndexOfGuest)) {
          _item.guest = null;
        } else {
          _item.guest = _cursor.getString(_cursorIndexOfGuest);
        }
        if (_cursor.isNull(_cursorIndexOfLevel)) {
          _item.level = null;
        } else {
          _item.level = _cursor.getString(_cursorIndexOfLevel);
        }
        final int _tmp;
        _tmp = _cursor.getInt(_cursorIndexOfRevoked);
        _item.revoked = _tmp != 0;
        _item.createdAt = _cursor.getLong(_cursorIndexOfCreatedAt);
        _result.add(_item);
      }
      return _result;
    } finally {
      _cursor.close();
      _statement.release();
    }
  }

  @Override
  public GrantRow grant(final String id) {
    final String _sql = "SELECT * FROM grants WHERE id = ? AND revoked = 0";
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
      final int _cursorIndexOfId = CursorUtil.getColumnIndexOrThrow(_cursor, "id");
      final int _cursorIndexOfLockId = CursorUtil.getColumnIndexOrThrow(_cursor, "lock_id");
      final int _cursorIndexOfGuest = CursorUtil.getColumnIndexOrThrow(_cursor, "guest");
      final int _cursorIndexOfLevel = CursorUtil.getColumnIndexOrThrow(_cursor, "level");
      final int _cursorIndexOfRevoked = CursorUtil.getColumnIndexOrThrow(_cursor, "revoked");
      final int _cursorIndexOfCreatedAt = CursorUtil.getColumnIndexOrThrow(_cursor, "created_at");
      final GrantRow _result;
      if (_cursor.moveToFirst()) {
        _result = new GrantRow();
        if (_cursor.isNull(_cursorIndexOfId)) {
          _result.id = null;
        } else {
          _result.id = _cursor.getString(_cursorIndexOfId);
        }
        if (_cursor.isNull(_cursorIndexOfLockId)) {
          _result.lockId = null;
        } else {
          _result.lockId = _cursor.getString(_cursorIndexOfLockId);
        }
        if (_cursor.isNull(_cursorIndexOfGuest)) {
          _result.guest = null;
        } else {
          _result.guest = _cursor.getString(_cursorIndexOfGuest);
        }
        if (_cursor.isNull(_cursorIndexOfLevel)) {
          _result.level = null;
        } else {
          _result.level = _cursor.getString(_cursorIndexOfLevel);
        }
        final int _tmp;
        _tmp = _cursor.getInt(_cursorIndexOfRevoked);
        _result.revoked = _tmp != 0;
        _result.createdAt = _cursor.getLong(_cursorIndexOfCreatedAt);
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
