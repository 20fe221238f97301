.class public final Lcom/example/hdd/AppDatabase_Impl;
.super Lcom/example/hdd/AppDatabase;
.source "AppDatabase_Impl.java"

# Java sketch: sketch/AppDatabase_Impl.java, a reduced Room 2.4 generated database (javac 17 + D8
# --min-api 24). The accessors access$002 / access$100 are javac's, for the protected members of
# RoomDatabase (another package) used from the anonymous RoomOpenHelper.Delegate.

.field private volatile _requestDao:Lcom/example/hdd/RequestDao;

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Lcom/example/hdd/AppDatabase;-><init>()V
    return-void
.end method

.method static synthetic access$002(Lcom/example/hdd/AppDatabase_Impl;Landroidx/sqlite/db/SupportSQLiteDatabase;)Landroidx/sqlite/db/SupportSQLiteDatabase;
    .registers 2
    .line 17
    iput-object p1, p0, Lcom/example/hdd/AppDatabase_Impl;->mDatabase:Landroidx/sqlite/db/SupportSQLiteDatabase;
    return-object p1
.end method

.method static synthetic access$100(Lcom/example/hdd/AppDatabase_Impl;Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .registers 2
    .line 17
    invoke-virtual {p0, p1}, Lcom/example/hdd/AppDatabase_Impl;->internalInitInvalidationTracker(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    return-void
.end method

.method public clearAllTables()V
    .registers 3
    .line 67
    invoke-super {p0}, Lcom/example/hdd/AppDatabase;->assertNotMainThread()V
    .line 68
    invoke-super {p0}, Lcom/example/hdd/AppDatabase;->getOpenHelper()Landroidx/sqlite/db/SupportSQLiteOpenHelper;
    move-result-object v0
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteOpenHelper;->getWritableDatabase()Landroidx/sqlite/db/SupportSQLiteDatabase;
    move-result-object v0
    .line 70
    :try_start_0
    invoke-super {p0}, Lcom/example/hdd/AppDatabase;->beginTransaction()V
    .line 71
    const-string v1, "DELETE FROM `requests`"
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 72
    invoke-super {p0}, Lcom/example/hdd/AppDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 74
    invoke-super {p0}, Lcom/example/hdd/AppDatabase;->endTransaction()V
    .line 76
    return-void
    :catchall_0
    move-exception v0
    .line 74
    invoke-super {p0}, Lcom/example/hdd/AppDatabase;->endTransaction()V
    .line 75
    throw v0
.end method

.method protected createInvalidationTracker()Landroidx/room/InvalidationTracker;
    .registers 7
    .line 60
    new-instance v0, Ljava/util/HashMap;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Ljava/util/HashMap;-><init>(I)V
    .line 61
    new-instance v2, Ljava/util/HashMap;
    invoke-direct {v2, v1}, Ljava/util/HashMap;-><init>(I)V
    .line 62
    new-instance v3, Landroidx/room/InvalidationTracker;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const-string v5, "requests"
    aput-object v5, v4, v1
    invoke-direct {v3, p0, v0, v2, v4}, Landroidx/room/InvalidationTracker;-><init>(Landroidx/room/RoomDatabase;Ljava/util/Map;Ljava/util/Map;[Ljava/lang/String;)V
    return-object v3
.end method

.method protected createOpenHelper(Landroidx/room/DatabaseConfiguration;)Landroidx/sqlite/db/SupportSQLiteOpenHelper;
    .registers 6
    .line 22
    new-instance v0, Landroidx/room/RoomOpenHelper;
    new-instance v1, Lcom/example/hdd/AppDatabase_Impl$1;
    const/4 v2, 0x1
    invoke-direct {v1, p0, v2}, Lcom/example/hdd/AppDatabase_Impl$1;-><init>(Lcom/example/hdd/AppDatabase_Impl;I)V
    const-string v2, "5c1e3f0d9b2a4c6e8f7a1b3d5e7f9a2c"
    const-string v3, "0f6a2d5c8b1e4f7a9c3b6d0e2f5a8c1b"
    invoke-direct {v0, p1, v1, v2, v3}, Landroidx/room/RoomOpenHelper;-><init>(Landroidx/room/DatabaseConfiguration;Landroidx/room/RoomOpenHelper$Delegate;Ljava/lang/String;Ljava/lang/String;)V
    .line 50
    iget-object v1, p1, Landroidx/room/DatabaseConfiguration;->context:Landroid/content/Context;
    invoke-static {v1}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration;->builder(Landroid/content/Context;)Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;
    move-result-object v1
    iget-object v2, p1, Landroidx/room/DatabaseConfiguration;->name:Ljava/lang/String;
    .line 51
    invoke-virtual {v1, v2}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;->name(Ljava/lang/String;)Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;
    move-result-object v1
    .line 52
    invoke-virtual {v1, v0}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;->callback(Landroidx/sqlite/db/SupportSQLiteOpenHelper$Callback;)Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;
    move-result-object v0
    .line 53
    invoke-virtual {v0}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration$Builder;->build()Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration;
    move-result-object v0
    .line 54
    iget-object p1, p1, Landroidx/room/DatabaseConfiguration;->sqliteOpenHelperFactory:Landroidx/sqlite/db/SupportSQLiteOpenHelper$Factory;
    invoke-interface {p1, v0}, Landroidx/sqlite/db/SupportSQLiteOpenHelper$Factory;->create(Landroidx/sqlite/db/SupportSQLiteOpenHelper$Configuration;)Landroidx/sqlite/db/SupportSQLiteOpenHelper;
    move-result-object p1
    .line 55
    return-object p1
.end method

.method public requestDao()Lcom/example/hdd/RequestDao;
    .registers 2
    .line 80
    iget-object v0, p0, Lcom/example/hdd/AppDatabase_Impl;->_requestDao:Lcom/example/hdd/RequestDao;
    if-eqz v0, :cond_0
    .line 81
    iget-object v0, p0, Lcom/example/hdd/AppDatabase_Impl;->_requestDao:Lcom/example/hdd/RequestDao;
    return-object v0
    .line 83
    :cond_0
    monitor-enter p0
    .line 84
    :try_start_0
    iget-object v0, p0, Lcom/example/hdd/AppDatabase_Impl;->_requestDao:Lcom/example/hdd/RequestDao;
    if-nez v0, :cond_1
    .line 85
    new-instance v0, Lcom/example/hdd/RequestDao_Impl;
    invoke-direct {v0, p0}, Lcom/example/hdd/RequestDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    iput-object v0, p0, Lcom/example/hdd/AppDatabase_Impl;->_requestDao:Lcom/example/hdd/RequestDao;
    .line 87
    :cond_1
    iget-object v0, p0, Lcom/example/hdd/AppDatabase_Impl;->_requestDao:Lcom/example/hdd/RequestDao;
    monitor-exit p0
    return-object v0
    :catchall_0
    move-exception v0
    .line 88
    monitor-exit p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    throw v0
.end method
