package com.quiltroom;

import android.database.Cursor;
import androidx.room.CoroutinesRoom;
import androidx.room.EntityInsertionAdapter;
import androidx.room.RoomDatabase;
import androidx.room.RoomSQLiteQuery;
import androidx.room.SharedSQLiteStatement;
import androidx.room.util.DBUtil;
import androidx.sqlite.db.SupportSQLiteQuery;
import androidx.sqlite.db.SupportSQLiteStatement;
import java.lang.Class;
import java.lang.Exception;
import java.lang.Integer;
import java.lang.Object;
import java.lang.Override;
import java.lang.String;
import java.lang.SuppressWarnings;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import kotlin.coroutines.Continuation;

@SuppressWarnings({"unchecked", "deprecation"})
public final class PatternDao_Impl implements PatternDao {
  private final RoomDatabase __db;

  private final EntityInsertionAdapter<Pattern> __insertionAdapterOfPattern;

  private final SharedSQLiteStatement __preparedStmtOfDelete;

  public PatternDao_Impl(RoomDatabase __db) {
    this.__db = __db;
    this.__insertionAdapterOfPattern = new EntityInsertionAdapter<Pattern>(__db) {
      @Override
      protected String createQuery() {
        return "INSERT OR ABORT INTO `patterns` (`id`,`name`,`blocks`,`ownerUid`) VALUES (?,?,?,?)";
      }

      @Override
      protected void bind(final SupportSQLiteStatement statement, final Pattern entity) {
        if (entity.getId() == null) {
          statement.bindNull(1);
        } else {
          statement.bindString(1, entity.getId());
        }
        if (entity.getName() == null) {
          statement.bindNull(2);
        } else {
          statement.bindString(2, entity.getName());
        }
        statement.bindLong(3, entity.getBlocks());
        statement.bindLong(4, entity.getOwnerUid());
      }
    };
    this.__preparedStmtOfDelete = new SharedSQLiteStatement(__db) {
      @Override
      public String createQuery() {
        final String _query = "DELETE FROM patterns WHERE id = ?";
        return _query;
      }
    };
  }

  @Override
  public void insert(final Pattern pattern) {
    __db.assertNotSuspendingTransaction();
    __db.beginTransaction();
    try {
      __insertionAdapterOfPattern.insert(pattern);
      __db.setTransactionSuccessful();
    } finally {
      __db.endTransaction();
    }
  }

  @Override
  public Object delete(final String id, final Continuation<? super Integer> $completion) {
    return CoroutinesRoom.execute(__db, true, new Callable<Integer>() {
      @Override
      public Integer call() throws Exception {
        final SupportSQLiteStatement _stmt = __preparedStmtOfDelete.acquire();
        int _argIndex = 1;
        if (id == null) {
          _stmt.bindNull(_argIndex);
        } else {
          _stmt.bindString(_argIndex, id);
        }
        try {
          __db.beginTransaction();
          try {
            final Integer _result = _stmt.executeUpdateDelete();
            __db.setTransactionSuccessful();
            return _result;
          } finally {
            __db.endTransaction();
          }
        } finally {
          __preparedStmtOfDelete.release(_stmt);
        }
      }
    }, $completion);
  }

  @Override
  public int countFor(final int uid) {
    final String _sql = "SELECT COUNT(*) FROM patterns WHERE ownerUid = ?";
    final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 1);
    int _argIndex = 1;
    _statement.bindLong(_argIndex, uid);
    __db.assertNotSuspendingTransaction();
    final Cursor _cursor = DBUtil.query(__db, _statement, false, null);
    try {
      final int _result;
      if (_cursor.moveToFirst()) {
        _result = _cursor.getInt(0);
      } else {
        _result = 0;
      }
      return _result;
    } finally {
      _cursor.close();
      _statement.release();
    }
  }

  @Override
  public Cursor raw(final SupportSQLiteQuery q) {
    __db.assertNotSuspendingTransaction();
    final Cursor _cursor = DBUtil.query(__db, q, false, null);
    return _cursor;
  }

  public static List<Class<?>> getRequiredConverters() {
    return Collections.emptyList();
  }
}
