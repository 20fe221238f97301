package com.keyholder.data;

import androidx.room.DatabaseConfiguration;
import androidx.room.InvalidationTracker;
import androidx.room.RoomOpenHelper;
import androidx.sqlite.db.SupportSQLiteDatabase;
import androidx.sqlite.db.SupportSQLiteOpenHelper;

@SuppressWarnings({"unchecked", "deprecation"})
public final class KeyholderDatabase_Impl extends KeyholderDatabase {
  private volatile KeyDao _keyDao;

  private volatile CetpDao _cetpDao;

  @Override
  protected SupportSQLiteOpenHelper createOpenHelper(DatabaseConfiguration configuration) {
    final SupportSQLiteOpenHelper.Callback _openCallback = new RoomOpenHelper(configuration, new RoomOpenHelper.Delegate(3) {
      @Override
      public void createAllTables(SupportSQLiteDatabase _db) {
        _db.execSQL("CREATE TABLE IF NOT EXISTS `locks` (`id` TEXT NOT NULL, `name` TEXT, `confirm_action` TEXT, `locked` INTEGER NOT NULL, `changed_at` INTEGER NOT NULL, PRIMARY KEY(`id`))");
        _db.execSQL("CREATE TABLE IF NOT EXISTS `grants` (`id` TEXT NOT NULL, `lock_id` TEXT, `guest` TEXT, `level` TEXT, `revoked` INTEGER NOT NULL, `created_at` INTEGER NOT NULL, PRIMARY KEY(`id`))");
        _db.execSQL("CREATE TABLE IF NOT EXISTS `sessions` (`token` TEXT NOT NULL, `uid` INTEGER NOT NULL, `provider_id` TEXT, `expires_at` INTEGER NOT NULL, PRIMARY KEY(`token`))");
        _db.execSQL("CREATE TABLE IF NOT EXISTS `requests` (`provider_id` TEXT NOT NULL, `uid` INTEGER NOT NULL, `request_id` TEXT NOT NULL, `digest` TEXT, `data` TEXT, `kept_at` INTEGER NOT NULL, PRIMARY KEY(`provider_id`, `uid`, `request_id`))");
        _db.execSQL("CREATE TABLE IF NOT EXISTS `audit` (`uid` INTEGER NOT NULL, `provider_id` TEXT, `tool` TEXT, `request_id` TEXT, `outcome` TEXT, `at` INTEGER NOT NULL)");
        _db.execSQL("CREATE TABLE IF NOT EXISTS room_master_table (id INTEGER PRIMARY KEY,identity_hash TEXT)");
        _db.execSQL("INSERT OR REPLACE INTO room_master_table (id,identity_hash) VALUES(42, '8d1c3f0b6e2a49d7a5c0e31f94b7d26a')");
      }

      @Override
      public void dropAllTables(SupportSQLiteDatabase _db) {
        _db.execSQL("DROP TABLE IF EXISTS `locks`");
        _db.execSQL("DROP TABLE IF EXISTS `grants`");
        _db.execSQL("DROP TABLE IF EXISTS `sessions`");
        _db.execSQL("DROP TABLE IF EXISTS `requests`");
        _db.execSQL("DROP TABLE IF EXISTS `audit`");
      }

      @Override
      protected void onCreate(SupportSQLiteDatabase _db) {
      }

      @Override
      public void onOpen(SupportSQLiteDatabase _db) {
      }

      @Override
      protected RoomOpenHelper.ValidationResult onValidateSchema(SupportSQLiteDatabase _db) {
        return new RoomOpenHelper.ValidationResult(true, null);
      }
    }, "8d1c3f0b6e2a49d7a5c0e31f94b7d26a", "f3a0c2d96b1e4875a3c9d0e2b7f64a15");
    final SupportSQLiteOpenHelper.Configuration _sqliteConfig = SupportSQLiteOpenHelper.Configuration.builder(configuration.context)
        .name(configuration.name)
        .callback(_openCallback)
        .build();
    final SupportSQLiteOpenHelper _helper = configuration.sqliteOpenHelperFactory.create(_sqliteConfig);
    return _helper;
  }

  @Override
  protected InvalidationTracker createInvalidationTracker() {
    return new InvalidationTracker(this, "locks", "grants", "sessions", "requests", "audit");
  }

  @Override
  public void clearAllTables() {
    final SupportSQLiteDatabase _db = super.getOpenHelper().getWritableDatabase();
    try {
      super.beginTransaction();
      _db.execSQL("DELETE FROM `locks`");
      _db.execSQL("DELETE FROM `grants`");
      _db.execSQL("DELETE FROM `sessions`");
      _db.execSQL("DELETE FROM `requests`");
      _db.execSQL("DELETE FROM `audit`");
      super.setTransactionSuccessful();
    } finally {
      super.endTransaction();
    }
  }

  @Override
  public KeyDao keyDao() {
    if (_keyDao != null) {
      return _keyDao;
    } else {
      synchronized (this) {
        if (_keyDao == null) {
          _keyDao = new KeyDao_Impl(this);
        }
        return _keyDao;
      }
    }
  }

  @Override
  public CetpDao cetpDao() {
    if (_cetpDao != null) {
      return _cetpDao;
    } else {
      synchronized (this) {
        if (_cetpDao == null) {
          _cetpDao = new CetpDao_Impl(this);
        }
        return _cetpDao;
      }
    }
  }
}
