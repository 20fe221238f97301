.class public final Lcom/keyholder/data/KeyholderDatabase_Impl;
.super Lcom/keyholder/data/KeyholderDatabase;
.source "KeyholderDatabase_Impl.java"


# instance fields
.field private volatile _cetpDao:Lcom/keyholder/data/CetpDao;

.field private volatile _keyDao:Lcom/keyholder/data/KeyDao;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Lcom/keyholder/data/KeyholderDatabase;-><init>()V

    return-void
.end method


# virtual methods
.method public cetpDao()Lcom/keyholder/data/CetpDao;
    .registers 5

    .line 96
    iget-object v2, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_cetpDao:Lcom/keyholder/data/CetpDao;

    if-eqz v2, :cond_0

    .line 97
    iget-object v2, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_cetpDao:Lcom/keyholder/data/CetpDao;

    return-object v2

    .line 99
    :cond_0
    move-object v0, p0

    monitor-enter p0

    .line 100
    :try_start_0
    iget-object v2, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_cetpDao:Lcom/keyholder/data/CetpDao;

    if-nez v2, :cond_1

    .line 101
    new-instance v3, Lcom/keyholder/data/CetpDao_Impl;

    invoke-direct {v3, p0}, Lcom/keyholder/data/CetpDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V

    iput-object v3, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_cetpDao:Lcom/keyholder/data/CetpDao;

    .line 103
    :cond_1
    iget-object v2, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_cetpDao:Lcom/keyholder/data/CetpDao;

    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v2

    .line 104
    :catchall_0
    :try_start_1
    move-exception v1

    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v1
.end method

.method public clearAllTables()V
    .registers 5

    .line 66
    invoke-super {p0}, Lcom/keyholder/data/KeyholderDatabase;->getOpenHelper()Landroidx/sqlite/db/SupportSQLiteOpenHelper;

    move-result-object v2

    invoke-interface {v2}, Landroidx/sqlite/db/SupportSQLiteOpenHelper;->getWritableDatabase()Landroidx/sqlite/db/SupportSQLiteDatabase;

    move-result-object v0

    .line 68
    :try_start_0
    invoke-super {p0}, Lcom/keyholder/data/KeyholderDatabase;->beginTransaction()V

    .line 69
    const-string v3, "DELETE FROM `locks`"

    invoke-interface {v0, v3}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 70
    const-string v3, "DELETE FROM `grants`"

    invoke-interface {v0, v3}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 71
    const-string v3, "DELETE FROM `sessions`"

    invoke-interface {v0, v3}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 72
    const-string v3, "DELETE FROM `requests`"

    invoke-interface {v0, v3}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 73
    const-string v3, "DELETE FROM `audit`"

    invoke-interface {v0, v3}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 74
    invoke-super {p0}, Lcom/keyholder/data/KeyholderDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 76
    invoke-super {p0}, Lcom/keyholder/data/KeyholderDatabase;->endTransaction()V

    .line 77
    goto :goto_0

    .line 76
    :catchall_0
    move-exception v1

    invoke-super {p0}, Lcom/keyholder/data/KeyholderDatabase;->endTransaction()V

    .line 77
    throw v1

    .line 78
    :goto_0
    return-void
.end method

.method protected createInvalidationTracker()Landroidx/room/InvalidationTracker;
    .registers 5

    .line 61
    new-instance v0, Landroidx/room/InvalidationTracker;

    const/4 v1, 0x5

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "locks"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "grants"

    aput-object v3, v1, v2

    const/4 v2, 0x2

    const-string v3, "sessions"

    aput-object v3, v1, v2

    const/4 v2, 0x3

    const-string v3, "requests"

    aput-object v3, v1, v2

    const/4 v2, 0x4

    const-string v3, "audit"

    aput-object v3, v1, v2

    invoke-direct {v0, p0, v1}, Landroidx/room/InvalidationTracker;-><init>(Landroidx/room/RoomDatabase;[Ljava/lang/String;)V

    return-object v0
.end method

.method protected createOpenHelper(Landroidx/room/DatabaseConfiguration;)Landroidx/sqlite/db/SupportSQLiteOpenHelper;
    .registers 11

    .line 17
    new-instance v0, Landroidx/room/RoomOpenHelper;

    new-instance v5, Lcom/keyholder/data/KeyholderDatabase_Impl$1;

    const/4 v8, 0x3

    invoke-direct {v5, p0, v8}, Lcom/keyholder/data/KeyholderDatabase_Impl$1;-><init>(Lcom/keyholder/data/KeyholderDatabase_Impl;I)V

    const-string v6, "8d1c3f0b6e2a49d7a5c0e31f94b7d26a"

    const-string v7, "f3a0c2d96b1e4875a3c9d0e2b7f64a15"

    invoke-direct {v0, p1, v5, v6, v7}, Landroidx/room/RoomOpenHelper;-><init>(Landroidx/room/DatabaseConfiguration;Landroidx/room/RoomOpenHelper$Delegate;Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    iget-object v3, p1, Landroidx/room/DatabaseConfiguration;->context:Landroid/content/Context;

    invoke-static {v3}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration;->builder(Landroid/content/Context;)Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;

    move-result-object v3

    iget-object v4, p1, Landroidx/room/DatabaseConfiguration;->name:Ljava/lang/String;

    .line 52
    invoke-virtual {v3, v4}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;->name(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;

    move-result-object v3

    .line 53
    invoke-virtual {v3, v0}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;->callback(Landroidx/sqlite/db/SupportSQLiteOpenHelper$Callback;)Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;

    move-result-object v3

    .line 54
    invoke-virtual {v3}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;->build()Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration;

    move-result-object v1

    .line 55
    iget-object v3, p1, Landroidx/room/DatabaseConfiguration;->sqliteOpenHelperFactory:Landroidx/sqlite/db/SupportSQLiteOpenHelper$Factory;

    invoke-interface {v3, v1}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Factory;->create(Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration;)Landroidx/sqlite/db/SupportSQLiteOpenHelper;

    move-result-object v2

    .line 56
    return-object v2
.end method

.method public keyDao()Lcom/keyholder/data/KeyDao;
    .registers 5

    .line 82
    iget-object v2, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_keyDao:Lcom/keyholder/data/KeyDao;

    if-eqz v2, :cond_0

    .line 83
    iget-object v2, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_keyDao:Lcom/keyholder/data/KeyDao;

    return-object v2

    .line 85
    :cond_0
    move-object v0, p0

    monitor-enter p0

    .line 86
    :try_start_0
    iget-object v2, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_keyDao:Lcom/keyholder/data/KeyDao;

    if-nez v2, :cond_1

    .line 87
    new-instance v3, Lcom/keyholder/data/KeyDao_Impl;

    invoke-direct {v3, p0}, Lcom/keyholder/data/KeyDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V

    iput-object v3, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_keyDao:Lcom/keyholder/data/KeyDao;

    .line 89
    :cond_1
    iget-object v2, p0, Lcom/keyholder/data/KeyholderDatabase_Impl;->_keyDao:Lcom/keyholder/data/KeyDao;

    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v2

    .line 90
    :catchall_0
    :try_start_1
    move-exception v1

    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v1
.end method
