.class public final Lcom/keyholder/data/KeyDao_Impl;
.super Ljava/lang/Object;
.source "KeyDao_Impl.java"

# interfaces
.implements Lcom/keyholder/data/KeyDao;


# instance fields
.field private final __db:Landroidx/room/RoomDatabase;

.field private final __insertionAdapterOfGrantRow:Landroidx/room/EntityInsertionAdapter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Landroidx/room/EntityInsertionAdapter",
            "<",
            "Lcom/keyholder/data/GrantRow;",
            ">;"
        }
    .end annotation
.end field

.field private final __preparedStmtOfRevokeGrant:Landroidx/room/SharedSQLiteStatement;

.field private final __preparedStmtOfSetLocked:Landroidx/room/SharedSQLiteStatement;


# direct methods
.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 3

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    .line 26
    new-instance v0, Lcom/keyholder/data/KeyDao_Impl$1;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/data/KeyDao_Impl$1;-><init>(Lcom/keyholder/data/KeyDao_Impl;Landroidx/room/RoomDatabase;)V

    iput-object v0, p0, Lcom/keyholder/data/KeyDao_Impl;->__insertionAdapterOfGrantRow:Landroidx/room/EntityInsertionAdapter;

    .line 59
    new-instance v0, Lcom/keyholder/data/KeyDao_Impl$2;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/data/KeyDao_Impl$2;-><init>(Lcom/keyholder/data/KeyDao_Impl;Landroidx/room/RoomDatabase;)V

    iput-object v0, p0, Lcom/keyholder/data/KeyDao_Impl;->__preparedStmtOfSetLocked:Landroidx/room/SharedSQLiteStatement;

    .line 66
    new-instance v0, Lcom/keyholder/data/KeyDao_Impl$3;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/data/KeyDao_Impl$3;-><init>(Lcom/keyholder/data/KeyDao_Impl;Landroidx/room/RoomDatabase;)V

    iput-object v0, p0, Lcom/keyholder/data/KeyDao_Impl;->__preparedStmtOfRevokeGrant:Landroidx/room/SharedSQLiteStatement;

    .line 73
    return-void
.end method


# virtual methods
.method public grant(Ljava/lang/String;)Lcom/keyholder/data/GrantRow;
    .registers 19

    .line 280
    const-string v4, "SELECT * FROM grants WHERE id = ? AND revoked = 0"

    .line 281
    const-string v0, "SELECT * FROM grants WHERE id = ? AND revoked = 0"

    const/4 v1, 0x1

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v5

    .line 282
    const/4 v6, 0x1

    .line 283
    if-nez p1, :cond_0

    .line 284
    invoke-virtual {v5, v6}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V

    goto :goto_0

    .line 286
    :cond_0
    move-object v0, v5

    move v1, v6

    move-object/from16 v2, p1

    invoke-virtual/range {v0 .. v2}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V

    .line 288
    :goto_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 289
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-static {v0, v5, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;

    move-result-object v7

    .line 291
    :try_start_0
    const-string v1, "id"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v8

    .line 292
    const-string v1, "lock_id"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v9

    .line 293
    const-string v1, "guest"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v10

    .line 294
    const-string v1, "level"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v11

    .line 295
    const-string v1, "revoked"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v12

    .line 296
    const-string v1, "created_at"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v13

    .line 298
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 299
    new-instance v0, Lcom/keyholder/data/GrantRow;

    invoke-direct {v0}, Lcom/keyholder/data/GrantRow;-><init>()V

    move-object v14, v0

    .line 300
    invoke-interface {v7, v8}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 301
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    goto :goto_1

    .line 303
    :cond_1
    invoke-interface {v7, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    .line 305
    :goto_1
    invoke-interface {v7, v9}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 306
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    goto :goto_2

    .line 308
    :cond_2
    invoke-interface {v7, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    .line 310
    :goto_2
    invoke-interface {v7, v10}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 311
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    goto :goto_3

    .line 313
    :cond_3
    invoke-interface {v7, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    .line 315
    :goto_3
    invoke-interface {v7, v11}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 316
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    goto :goto_4

    .line 318
    :cond_4
    invoke-interface {v7, v11}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    .line 321
    :goto_4
    invoke-interface {v7, v12}, Landroid/database/Cursor;->getInt(I)I

    move-result v15

    .line 322
    move-object v0, v14

    if-eqz v15, :cond_5

    const/4 v1, 0x1

    goto :goto_5

    :cond_5
    const/4 v1, 0x0

    :goto_5
    iput-boolean v1, v0, Lcom/keyholder/data/GrantRow;->revoked:Z

    .line 323
    invoke-interface {v7, v13}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v14, Lcom/keyholder/data/GrantRow;->createdAt:J

    .line 324
    goto :goto_6

    .line 325
    :cond_6
    const/4 v14, 0x0

    .line 327
    :goto_6
    move-object v15, v14
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 329
    invoke-interface {v7}, Landroid/database/Cursor;->close()V

    .line 330
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 327
    return-object v15

    .line 329
    :catchall_0
    :try_start_1
    move-exception v16
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-interface {v7}, Landroid/database/Cursor;->close()V

    .line 330
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 331
    throw v16
.end method

.method public grants()Ljava/util/List;
    .registers 18
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List",
            "<",
            "Lcom/keyholder/data/GrantRow;",
            ">;"
        }
    .end annotation

    .line 230
    const-string v4, "SELECT * FROM grants WHERE revoked = 0 ORDER BY guest"

    .line 231
    const-string v0, "SELECT * FROM grants WHERE revoked = 0 ORDER BY guest"

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v5

    .line 232
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 233
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-static {v0, v5, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;

    move-result-object v6

    .line 235
    :try_start_0
    const-string v1, "id"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v7

    .line 236
    const-string v1, "lock_id"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v8

    .line 237
    const-string v1, "guest"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v9

    .line 238
    const-string v1, "level"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v10

    .line 239
    const-string v1, "revoked"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v11

    .line 240
    const-string v1, "created_at"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v12

    .line 241
    new-instance v0, Ljava/util/ArrayList;

    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    move-object v13, v0

    .line 242
    :goto_0
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 244
    new-instance v0, Lcom/keyholder/data/GrantRow;

    invoke-direct {v0}, Lcom/keyholder/data/GrantRow;-><init>()V

    move-object v14, v0

    .line 245
    invoke-interface {v6, v7}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 246
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    goto :goto_1

    .line 248
    :cond_0
    invoke-interface {v6, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->id:Ljava/lang/String;

    .line 250
    :goto_1
    invoke-interface {v6, v8}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 251
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    goto :goto_2

    .line 253
    :cond_1
    invoke-interface {v6, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->lockId:Ljava/lang/String;

    .line 255
    :goto_2
    invoke-interface {v6, v9}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 256
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    goto :goto_3

    .line 258
    :cond_2
    invoke-interface {v6, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->guest:Ljava/lang/String;

    .line 260
    :goto_3
    invoke-interface {v6, v10}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 261
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    goto :goto_4

    .line 263
    :cond_3
    invoke-interface {v6, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/GrantRow;->level:Ljava/lang/String;

    .line 266
    :goto_4
    invoke-interface {v6, v11}, Landroid/database/Cursor;->getInt(I)I

    move-result v15

    .line 267
    move-object v0, v14

    if-eqz v15, :cond_4

    const/4 v1, 0x1

    goto :goto_5

    :cond_4
    const/4 v1, 0x0

    :goto_5
    iput-boolean v1, v0, Lcom/keyholder/data/GrantRow;->revoked:Z

    .line 268
    invoke-interface {v6, v12}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v14, Lcom/keyholder/data/GrantRow;->createdAt:J

    .line 269
    invoke-interface {v13, v14}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 270
    goto :goto_0

    .line 271
    :cond_5
    move-object v14, v13
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 273
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 274
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 271
    return-object v14

    .line 273
    :catchall_0
    :try_start_1
    move-exception v16
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 274
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 275
    throw v16
.end method

.method public insertGrant(Lcom/keyholder/data/GrantRow;)V
    .registers 4

    .line 77
    iget-object v1, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 78
    iget-object v1, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->beginTransaction()V

    .line 80
    :try_start_0
    iget-object v1, p0, Lcom/keyholder/data/KeyDao_Impl;->__insertionAdapterOfGrantRow:Landroidx/room/EntityInsertionAdapter;

    invoke-virtual {v1, p1}, Landroidx/room/EntityInsertionAdapter;->insert(Ljava/lang/Object;)V

    .line 81
    iget-object v1, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 83
    iget-object v1, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 84
    goto :goto_0

    .line 83
    :catchall_0
    move-exception v0

    iget-object v1, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 84
    throw v0

    .line 85
    :goto_0
    return-void
.end method

.method public lock(Ljava/lang/String;)Lcom/keyholder/data/LockRow;
    .registers 18

    .line 180
    const-string v4, "SELECT * FROM locks WHERE id = ?"

    .line 181
    const-string v0, "SELECT * FROM locks WHERE id = ?"

    const/4 v1, 0x1

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v5

    .line 182
    const/4 v6, 0x1

    .line 183
    if-nez p1, :cond_0

    .line 184
    invoke-virtual {v5, v6}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V

    goto :goto_0

    .line 186
    :cond_0
    move-object v0, v5

    move v1, v6

    move-object/from16 v2, p1

    invoke-virtual/range {v0 .. v2}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V

    .line 188
    :goto_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 189
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-static {v0, v5, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;

    move-result-object v7

    .line 191
    :try_start_0
    const-string v1, "id"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v8

    .line 192
    const-string v1, "name"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v9

    .line 193
    const-string v1, "confirm_action"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v10

    .line 194
    const-string v1, "locked"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v11

    .line 195
    const-string v1, "changed_at"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v12

    .line 197
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 198
    new-instance v0, Lcom/keyholder/data/LockRow;

    invoke-direct {v0}, Lcom/keyholder/data/LockRow;-><init>()V

    move-object v13, v0

    .line 199
    invoke-interface {v7, v8}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 200
    const/4 v1, 0x0

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->id:Ljava/lang/String;

    goto :goto_1

    .line 202
    :cond_1
    invoke-interface {v7, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->id:Ljava/lang/String;

    .line 204
    :goto_1
    invoke-interface {v7, v9}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 205
    const/4 v1, 0x0

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->name:Ljava/lang/String;

    goto :goto_2

    .line 207
    :cond_2
    invoke-interface {v7, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->name:Ljava/lang/String;

    .line 209
    :goto_2
    invoke-interface {v7, v10}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 210
    const/4 v1, 0x0

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->confirmAction:Ljava/lang/String;

    goto :goto_3

    .line 212
    :cond_3
    invoke-interface {v7, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->confirmAction:Ljava/lang/String;

    .line 215
    :goto_3
    invoke-interface {v7, v11}, Landroid/database/Cursor;->getInt(I)I

    move-result v14

    .line 216
    move-object v0, v13

    if-eqz v14, :cond_4

    const/4 v1, 0x1

    goto :goto_4

    :cond_4
    const/4 v1, 0x0

    :goto_4
    iput-boolean v1, v0, Lcom/keyholder/data/LockRow;->locked:Z

    .line 217
    invoke-interface {v7, v12}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v13, Lcom/keyholder/data/LockRow;->changedAt:J

    .line 218
    goto :goto_5

    .line 219
    :cond_5
    const/4 v13, 0x0

    .line 221
    :goto_5
    move-object v14, v13
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 223
    invoke-interface {v7}, Landroid/database/Cursor;->close()V

    .line 224
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 221
    return-object v14

    .line 223
    :catchall_0
    :try_start_1
    move-exception v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-interface {v7}, Landroid/database/Cursor;->close()V

    .line 224
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 225
    throw v15
.end method

.method public locks()Ljava/util/List;
    .registers 17
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List",
            "<",
            "Lcom/keyholder/data/LockRow;",
            ">;"
        }
    .end annotation

    .line 136
    const-string v4, "SELECT * FROM locks ORDER BY name"

    .line 137
    const-string v0, "SELECT * FROM locks ORDER BY name"

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v5

    .line 138
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 139
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-static {v0, v5, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;

    move-result-object v6

    .line 141
    :try_start_0
    const-string v1, "id"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v7

    .line 142
    const-string v1, "name"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v8

    .line 143
    const-string v1, "confirm_action"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v9

    .line 144
    const-string v1, "locked"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v10

    .line 145
    const-string v1, "changed_at"

    invoke-static {v6, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v11

    .line 146
    new-instance v0, Ljava/util/ArrayList;

    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    move-object v12, v0

    .line 147
    :goto_0
    invoke-interface {v6}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 149
    new-instance v0, Lcom/keyholder/data/LockRow;

    invoke-direct {v0}, Lcom/keyholder/data/LockRow;-><init>()V

    move-object v13, v0

    .line 150
    invoke-interface {v6, v7}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 151
    const/4 v1, 0x0

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->id:Ljava/lang/String;

    goto :goto_1

    .line 153
    :cond_0
    invoke-interface {v6, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->id:Ljava/lang/String;

    .line 155
    :goto_1
    invoke-interface {v6, v8}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 156
    const/4 v1, 0x0

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->name:Ljava/lang/String;

    goto :goto_2

    .line 158
    :cond_1
    invoke-interface {v6, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->name:Ljava/lang/String;

    .line 160
    :goto_2
    invoke-interface {v6, v9}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 161
    const/4 v1, 0x0

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->confirmAction:Ljava/lang/String;

    goto :goto_3

    .line 163
    :cond_2
    invoke-interface {v6, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v13, Lcom/keyholder/data/LockRow;->confirmAction:Ljava/lang/String;

    .line 166
    :goto_3
    invoke-interface {v6, v10}, Landroid/database/Cursor;->getInt(I)I

    move-result v14

    .line 167
    move-object v0, v13

    if-eqz v14, :cond_3

    const/4 v1, 0x1

    goto :goto_4

    :cond_3
    const/4 v1, 0x0

    :goto_4
    iput-boolean v1, v0, Lcom/keyholder/data/LockRow;->locked:Z

    .line 168
    invoke-interface {v6, v11}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v13, Lcom/keyholder/data/LockRow;->changedAt:J

    .line 169
    invoke-interface {v12, v13}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 170
    goto :goto_0

    .line 171
    :cond_4
    move-object v13, v12
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 173
    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 174
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 171
    return-object v13

    .line 173
    :catchall_0
    :try_start_1
    move-exception v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-interface {v6}, Landroid/database/Cursor;->close()V

    .line 174
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 175
    throw v15
.end method

.method public revokeGrant(Ljava/lang/String;)I
    .registers 8

    .line 115
    iget-object v5, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v5}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 116
    iget-object v5, p0, Lcom/keyholder/data/KeyDao_Impl;->__preparedStmtOfRevokeGrant:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v5}, Landroidx/room/SharedSQLiteStatement;->acquire()Landroidx/sqlite/db/SupportSQLiteStatement;

    move-result-object v0

    .line 117
    const/4 v1, 0x1

    .line 118
    if-nez p1, :cond_0

    .line 119
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_0

    .line 121
    :cond_0
    invoke-interface {v0, v1, p1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 123
    :goto_0
    iget-object v5, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v5}, Landroidx/room/RoomDatabase;->beginTransaction()V

    .line 125
    :try_start_0
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I

    move-result v2

    .line 126
    iget-object v5, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v5}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V

    .line 127
    move v3, v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 129
    iget-object v5, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v5}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 130
    iget-object v5, p0, Lcom/keyholder/data/KeyDao_Impl;->__preparedStmtOfRevokeGrant:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v5, v0}, Landroidx/room/SharedSQLiteStatement;->release(Landroidx/sqlite/db/SupportSQLiteStatement;)V

    .line 127
    return v3

    .line 129
    :catchall_0
    :try_start_1
    move-exception v4
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    iget-object v5, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v5}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 130
    iget-object v5, p0, Lcom/keyholder/data/KeyDao_Impl;->__preparedStmtOfRevokeGrant:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v5, v0}, Landroidx/room/SharedSQLiteStatement;->release(Landroidx/sqlite/db/SupportSQLiteStatement;)V

    .line 131
    throw v4
.end method

.method public setLocked(Ljava/lang/String;ZJ)I
    .registers 14

    .line 89
    iget-object v6, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v6}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 90
    iget-object v6, p0, Lcom/keyholder/data/KeyDao_Impl;->__preparedStmtOfSetLocked:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v6}, Landroidx/room/SharedSQLiteStatement;->acquire()Landroidx/sqlite/db/SupportSQLiteStatement;

    move-result-object v0

    .line 91
    const/4 v1, 0x1

    .line 92
    if-eqz p2, :cond_0

    const/4 v6, 0x1

    goto :goto_0

    :cond_0
    const/4 v6, 0x0

    :goto_0
    move v2, v6

    .line 93
    int-to-long v7, v2

    invoke-interface {v0, v1, v7, v8}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 94
    const/4 v1, 0x2

    .line 95
    invoke-interface {v0, v1, p3, p4}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 96
    const/4 v1, 0x3

    .line 97
    if-nez p1, :cond_1

    .line 98
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_1

    .line 100
    :cond_1
    invoke-interface {v0, v1, p1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 102
    :goto_1
    iget-object v6, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v6}, Landroidx/room/RoomDatabase;->beginTransaction()V

    .line 104
    :try_start_0
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeUpdateDelete()I

    move-result v3

    .line 105
    iget-object v6, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v6}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V

    .line 106
    move v4, v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 108
    iget-object v6, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v6}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 109
    iget-object v6, p0, Lcom/keyholder/data/KeyDao_Impl;->__preparedStmtOfSetLocked:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v6, v0}, Landroidx/room/SharedSQLiteStatement;->release(Landroidx/sqlite/db/SupportSQLiteStatement;)V

    .line 106
    return v4

    .line 108
    :catchall_0
    :try_start_1
    move-exception v5
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    iget-object v6, p0, Lcom/keyholder/data/KeyDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v6}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 109
    iget-object v6, p0, Lcom/keyholder/data/KeyDao_Impl;->__preparedStmtOfSetLocked:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v6, v0}, Landroidx/room/SharedSQLiteStatement;->release(Landroidx/sqlite/db/SupportSQLiteStatement;)V

    .line 110
    throw v5
.end method
