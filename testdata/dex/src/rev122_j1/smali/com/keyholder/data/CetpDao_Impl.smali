.class public final Lcom/keyholder/data/CetpDao_Impl;
.super Ljava/lang/Object;
.source "CetpDao_Impl.java"

# interfaces
.implements Lcom/keyholder/data/CetpDao;


# instance fields
.field private final __db:Landroidx/room/RoomDatabase;

.field private final __insertionAdapterOfRequestRow:Landroidx/room/EntityInsertionAdapter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Landroidx/room/EntityInsertionAdapter",
            "<",
            "Lcom/keyholder/data/RequestRow;",
            ">;"
        }
    .end annotation
.end field

.field private final __insertionAdapterOfSessionRow:Landroidx/room/EntityInsertionAdapter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Landroidx/room/EntityInsertionAdapter",
            "<",
            "Lcom/keyholder/data/SessionRow;",
            ">;"
        }
    .end annotation
.end field

.field private final __preparedStmtOfAudit:Landroidx/room/SharedSQLiteStatement;


# direct methods
.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 3

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    .line 24
    new-instance v0, Lcom/keyholder/data/CetpDao_Impl$1;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/data/CetpDao_Impl$1;-><init>(Lcom/keyholder/data/CetpDao_Impl;Landroidx/room/RoomDatabase;)V

    iput-object v0, p0, Lcom/keyholder/data/CetpDao_Impl;->__insertionAdapterOfSessionRow:Landroidx/room/EntityInsertionAdapter;

    .line 46
    new-instance v0, Lcom/keyholder/data/CetpDao_Impl$2;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/data/CetpDao_Impl$2;-><init>(Lcom/keyholder/data/CetpDao_Impl;Landroidx/room/RoomDatabase;)V

    iput-object v0, p0, Lcom/keyholder/data/CetpDao_Impl;->__insertionAdapterOfRequestRow:Landroidx/room/EntityInsertionAdapter;

    .line 78
    new-instance v0, Lcom/keyholder/data/CetpDao_Impl$3;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/data/CetpDao_Impl$3;-><init>(Lcom/keyholder/data/CetpDao_Impl;Landroidx/room/RoomDatabase;)V

    iput-object v0, p0, Lcom/keyholder/data/CetpDao_Impl;->__preparedStmtOfAudit:Landroidx/room/SharedSQLiteStatement;

    .line 85
    return-void
.end method


# virtual methods
.method public audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 14

    .line 114
    iget-object v3, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v3}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 115
    iget-object v3, p0, Lcom/keyholder/data/CetpDao_Impl;->__preparedStmtOfAudit:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v3}, Landroidx/room/SharedSQLiteStatement;->acquire()Landroidx/sqlite/db/SupportSQLiteStatement;

    move-result-object v0

    .line 116
    const/4 v1, 0x1

    .line 117
    int-to-long v4, p1

    invoke-interface {v0, v1, v4, v5}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 118
    const/4 v1, 0x2

    .line 119
    if-nez p2, :cond_0

    .line 120
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_0

    .line 122
    :cond_0
    invoke-interface {v0, v1, p2}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 124
    :goto_0
    const/4 v1, 0x3

    .line 125
    if-nez p3, :cond_1

    .line 126
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_1

    .line 128
    :cond_1
    invoke-interface {v0, v1, p3}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 130
    :goto_1
    const/4 v1, 0x4

    .line 131
    if-nez p4, :cond_2

    .line 132
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_2

    .line 134
    :cond_2
    invoke-interface {v0, v1, p4}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 136
    :goto_2
    const/4 v1, 0x5

    .line 137
    if-nez p5, :cond_3

    .line 138
    invoke-interface {v0, v1}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindNull(I)V

    goto :goto_3

    .line 140
    :cond_3
    invoke-interface {v0, v1, p5}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 142
    :goto_3
    const/4 v1, 0x6

    .line 143
    invoke-interface {v0, v1, p6, p7}, Landroidx/sqlite/db/SupportSQLiteStatement;->bindLong(IJ)V

    .line 144
    iget-object v3, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v3}, Landroidx/room/RoomDatabase;->beginTransaction()V

    .line 146
    :try_start_0
    invoke-interface {v0}, Landroidx/sqlite/db/SupportSQLiteStatement;->executeInsert()J

    .line 147
    iget-object v3, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v3}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 149
    iget-object v3, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v3}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 150
    iget-object v3, p0, Lcom/keyholder/data/CetpDao_Impl;->__preparedStmtOfAudit:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v3, v0}, Landroidx/room/SharedSQLiteStatement;->release(Landroidx/sqlite/db/SupportSQLiteStatement;)V

    .line 151
    goto :goto_4

    .line 149
    :catchall_0
    :try_start_1
    move-exception v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    iget-object v3, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v3}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 150
    iget-object v3, p0, Lcom/keyholder/data/CetpDao_Impl;->__preparedStmtOfAudit:Landroidx/room/SharedSQLiteStatement;

    invoke-virtual {v3, v0}, Landroidx/room/SharedSQLiteStatement;->release(Landroidx/sqlite/db/SupportSQLiteStatement;)V

    .line 151
    throw v2

    .line 152
    :goto_4
    return-void
.end method

.method public findRequest(Ljava/lang/String;ILjava/lang/String;)Lcom/keyholder/data/RequestRow;
    .registers 21

    .line 198
    const-string v4, "SELECT * FROM requests WHERE provider_id = ? AND uid = ? AND request_id = ?"

    .line 199
    const-string v0, "SELECT * FROM requests WHERE provider_id = ? AND uid = ? AND request_id = ?"

    const/4 v1, 0x3

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v5

    .line 200
    const/4 v6, 0x1

    .line 201
    if-nez p1, :cond_0

    .line 202
    invoke-virtual {v5, v6}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V

    goto :goto_0

    .line 204
    :cond_0
    move-object v0, v5

    move v1, v6

    move-object/from16 v2, p1

    invoke-virtual/range {v0 .. v2}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V

    .line 206
    :goto_0
    const/4 v6, 0x2

    .line 207
    move/from16 v2, p2

    int-to-long v2, v2

    invoke-virtual {v5, v6, v2, v3}, Landroidx/room/RoomSQLiteQuery;->bindLong(IJ)V

    .line 208
    const/4 v6, 0x3

    .line 209
    if-nez p3, :cond_1

    .line 210
    invoke-virtual {v5, v6}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V

    goto :goto_1

    .line 212
    :cond_1
    move-object v0, v5

    move v1, v6

    move-object/from16 v2, p3

    invoke-virtual/range {v0 .. v2}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V

    .line 214
    :goto_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 215
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-static {v0, v5, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;

    move-result-object v7

    .line 217
    :try_start_0
    const-string v1, "provider_id"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v8

    .line 218
    const-string v1, "uid"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v9

    .line 219
    const-string v1, "request_id"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v10

    .line 220
    const-string v1, "digest"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v11

    .line 221
    const-string v1, "data"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v12

    .line 222
    const-string v1, "kept_at"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v13

    .line 224
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 225
    new-instance v0, Lcom/keyholder/data/RequestRow;

    invoke-direct {v0}, Lcom/keyholder/data/RequestRow;-><init>()V

    move-object v14, v0

    .line 226
    invoke-interface {v7, v8}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 227
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/RequestRow;->providerId:Ljava/lang/String;

    goto :goto_2

    .line 229
    :cond_2
    invoke-interface {v7, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/RequestRow;->providerId:Ljava/lang/String;

    .line 231
    :goto_2
    invoke-interface {v7, v9}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    iput v1, v14, Lcom/keyholder/data/RequestRow;->uid:I

    .line 232
    invoke-interface {v7, v10}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 233
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/RequestRow;->requestId:Ljava/lang/String;

    goto :goto_3

    .line 235
    :cond_3
    invoke-interface {v7, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/RequestRow;->requestId:Ljava/lang/String;

    .line 237
    :goto_3
    invoke-interface {v7, v11}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 238
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/RequestRow;->digest:Ljava/lang/String;

    goto :goto_4

    .line 240
    :cond_4
    invoke-interface {v7, v11}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/RequestRow;->digest:Ljava/lang/String;

    .line 242
    :goto_4
    invoke-interface {v7, v12}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 243
    const/4 v1, 0x0

    iput-object v1, v14, Lcom/keyholder/data/RequestRow;->data:Ljava/lang/String;

    goto :goto_5

    .line 245
    :cond_5
    invoke-interface {v7, v12}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v14, Lcom/keyholder/data/RequestRow;->data:Ljava/lang/String;

    .line 247
    :goto_5
    invoke-interface {v7, v13}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v14, Lcom/keyholder/data/RequestRow;->keptAt:J

    goto :goto_6

    .line 249
    :cond_6
    const/4 v14, 0x0

    .line 251
    :goto_6
    move-object v15, v14
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 253
    invoke-interface {v7}, Landroid/database/Cursor;->close()V

    .line 254
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 251
    return-object v15

    .line 253
    :catchall_0
    :try_start_1
    move-exception v16
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-interface {v7}, Landroid/database/Cursor;->close()V

    .line 254
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 255
    throw v16
.end method

.method public insertRequest(Lcom/keyholder/data/RequestRow;)V
    .registers 4

    .line 101
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 102
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->beginTransaction()V

    .line 104
    :try_start_0
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__insertionAdapterOfRequestRow:Landroidx/room/EntityInsertionAdapter;

    invoke-virtual {v1, p1}, Landroidx/room/EntityInsertionAdapter;->insert(Ljava/lang/Object;)V

    .line 105
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 107
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 108
    goto :goto_0

    .line 107
    :catchall_0
    move-exception v0

    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 108
    throw v0

    .line 109
    :goto_0
    return-void
.end method

.method public insertSession(Lcom/keyholder/data/SessionRow;)V
    .registers 4

    .line 89
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 90
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->beginTransaction()V

    .line 92
    :try_start_0
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__insertionAdapterOfSessionRow:Landroidx/room/EntityInsertionAdapter;

    invoke-virtual {v1, p1}, Landroidx/room/EntityInsertionAdapter;->insert(Ljava/lang/Object;)V

    .line 93
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 95
    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 96
    goto :goto_0

    .line 95
    :catchall_0
    move-exception v0

    iget-object v1, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1}, Landroidx/room/RoomDatabase;->endTransaction()V

    .line 96
    throw v0

    .line 97
    :goto_0
    return-void
.end method

.method public sessionByToken(Ljava/lang/String;)Lcom/keyholder/data/SessionRow;
    .registers 17

    .line 156
    const-string v4, "SELECT * FROM sessions WHERE token = ?"

    .line 157
    const-string v0, "SELECT * FROM sessions WHERE token = ?"

    const/4 v1, 0x1

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v5

    .line 158
    const/4 v6, 0x1

    .line 159
    if-nez p1, :cond_0

    .line 160
    invoke-virtual {v5, v6}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V

    goto :goto_0

    .line 162
    :cond_0
    move-object v0, v5

    move v1, v6

    move-object/from16 v2, p1

    invoke-virtual/range {v0 .. v2}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V

    .line 164
    :goto_0
    iget-object v0, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V

    .line 165
    iget-object v0, p0, Lcom/keyholder/data/CetpDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-static {v0, v5, v2, v3}, Landroidx/room/util/DBUtil;->query(Landroidx/room/RoomDatabase;Landroidx/sqlite/db/SupportSQLiteQuery;ZLandroid/os/CancellationSignal;)Landroid/database/Cursor;

    move-result-object v7

    .line 167
    :try_start_0
    const-string v1, "token"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v8

    .line 168
    const-string v1, "uid"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v9

    .line 169
    const-string v1, "provider_id"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v10

    .line 170
    const-string v1, "expires_at"

    invoke-static {v7, v1}, Landroidx/room/util/CursorUtil;->getColumnIndexOrThrow(Landroid/database/Cursor;Ljava/lang/String;)I

    move-result v11

    .line 172
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 173
    new-instance v0, Lcom/keyholder/data/SessionRow;

    invoke-direct {v0}, Lcom/keyholder/data/SessionRow;-><init>()V

    move-object v12, v0

    .line 174
    invoke-interface {v7, v8}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 175
    const/4 v1, 0x0

    iput-object v1, v12, Lcom/keyholder/data/SessionRow;->token:Ljava/lang/String;

    goto :goto_1

    .line 177
    :cond_1
    invoke-interface {v7, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v12, Lcom/keyholder/data/SessionRow;->token:Ljava/lang/String;

    .line 179
    :goto_1
    invoke-interface {v7, v9}, Landroid/database/Cursor;->getInt(I)I

    move-result v1

    iput v1, v12, Lcom/keyholder/data/SessionRow;->uid:I

    .line 180
    invoke-interface {v7, v10}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 181
    const/4 v1, 0x0

    iput-object v1, v12, Lcom/keyholder/data/SessionRow;->providerId:Ljava/lang/String;

    goto :goto_2

    .line 183
    :cond_2
    invoke-interface {v7, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    iput-object v1, v12, Lcom/keyholder/data/SessionRow;->providerId:Ljava/lang/String;

    .line 185
    :goto_2
    invoke-interface {v7, v11}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    iput-wide v1, v12, Lcom/keyholder/data/SessionRow;->expiresAt:J

    goto :goto_3

    .line 187
    :cond_3
    const/4 v12, 0x0

    .line 189
    :goto_3
    move-object v13, v12
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 191
    invoke-interface {v7}, Landroid/database/Cursor;->close()V

    .line 192
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 189
    return-object v13

    .line 191
    :catchall_0
    :try_start_1
    move-exception v14
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    invoke-interface {v7}, Landroid/database/Cursor;->close()V

    .line 192
    invoke-virtual {v5}, Landroidx/room/RoomSQLiteQuery;->release()V

    .line 193
    throw v14
.end method
