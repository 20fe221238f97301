.class public final Lapp/larder/home/data/WorkDao_Impl;
.super Ljava/lang/Object;
.source "WorkDao_Impl.kt"

# interfaces
.implements Lapp/larder/home/data/WorkDao;


# static fields
.field public static final CANCEL_REQUESTED:Ljava/lang/String; = "SELECT COUNT(*) FROM work_info WHERE id = ? AND cancel_requested = 1"

.field public static final COLUMNS:Ljava/lang/String; = "id, provider, owner_uid, request_id, state, cancel_requested, result"

.field private static final Companion:Lapp/larder/home/data/WorkDao_Impl$Companion;

.field public static final FAIL_UNFINISHED:Ljava/lang/String; = "UPDATE work_info SET state = \'failed\', result = ? WHERE provider = ? AND state IN (\'queued\', \'running\')"

.field public static final INSERT:Ljava/lang/String; = "INSERT INTO work_info (id, provider, owner_uid, request_id, state, created_at) VALUES (?, ?, ?, ?, ?, ?)"

.field public static final REQUEST_CANCEL:Ljava/lang/String; = "UPDATE work_info SET cancel_requested = 1 WHERE id = ?"

.field public static final SELECT_BY_ID:Ljava/lang/String; = "SELECT id, provider, owner_uid, request_id, state, cancel_requested, result FROM work_info WHERE id = ?"

.field public static final SELECT_OWNED:Ljava/lang/String; = "SELECT id, provider, owner_uid, request_id, state, cancel_requested, result FROM work_info WHERE id = ? AND owner_uid = ? AND request_id = ?"

.field public static final SET_STATE:Ljava/lang/String; = "UPDATE work_info SET state = ?, result = ? WHERE id = ?"


# instance fields
.field private final __db:Lapp/larder/home/data/LarderDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/data/WorkDao_Impl$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/data/WorkDao_Impl$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/data/WorkDao_Impl;->Companion:Lapp/larder/home/data/WorkDao_Impl$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/larder/home/data/LarderDatabase;)V
    .registers 3

    const-string v0, "__db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 6
    iput-object p1, p0, Lapp/larder/home/data/WorkDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    return-void
.end method

.method private final readOne(Landroid/database/Cursor;)Lapp/larder/home/data/WorkInfo;
    .registers 12

    .line 44
    invoke-interface {p1}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 45
    :cond_0
    const/4 v1, 0x6

    invoke-interface {p1, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v1, 0x6

    invoke-interface {p1, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v9, v0

    .line 46
    new-instance v0, Lapp/larder/home/data/WorkInfo;

    const/4 v3, 0x0

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x2

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    const/4 v6, 0x3

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x4

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    const/4 v8, 0x5

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getInt(I)I

    move-result v7

    if-eqz v7, :cond_2

    const/4 v7, 0x1

    goto :goto_1

    :cond_2
    const/4 v7, 0x0

    .line 46
    :goto_1
    move-object v1, v2

    move-object v2, v3

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move v6, v7

    move-object v7, v9

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/data/WorkInfo;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public byId(Ljava/lang/String;)Lapp/larder/home/data/WorkInfo;
    .registers 9

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    iget-object v0, p0, Lapp/larder/home/data/WorkDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v5, v3

    const-string v1, "SELECT id, provider, owner_uid, request_id, state, cancel_requested, result FROM work_info WHERE id = ?"

    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v4

    .line 28
    :try_start_0
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v4}, Lapp/larder/home/data/WorkDao_Impl;->readOne(Landroid/database/Cursor;)Lapp/larder/home/data/WorkInfo;

    move-result-object v5
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 30
    invoke-interface {v4}, Landroid/database/Cursor;->close()V

    .line 28
    return-object v5

    .line 30
    :catchall_0
    move-exception v6

    invoke-interface {v4}, Landroid/database/Cursor;->close()V

    throw v6
.end method

.method public byIdForOwner(Ljava/lang/String;ILjava/lang/String;)Lapp/larder/home/data/WorkInfo;
    .registers 12

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    iget-object v0, p0, Lapp/larder/home/data/WorkDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v6, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v6, v3

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v6, v3

    const/4 v3, 0x2

    aput-object p3, v6, v3

    const-string v1, "SELECT id, provider, owner_uid, request_id, state, cancel_requested, result FROM work_info WHERE id = ? AND owner_uid = ? AND request_id = ?"

    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v5

    .line 37
    :try_start_0
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, v5}, Lapp/larder/home/data/WorkDao_Impl;->readOne(Landroid/database/Cursor;)Lapp/larder/home/data/WorkInfo;

    move-result-object v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 39
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 37
    return-object v6

    .line 39
    :catchall_0
    move-exception v7

    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    throw v7
.end method

.method public cancelRequested(Ljava/lang/String;)Z
    .registers 9

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 77
    iget-object v0, p0, Lapp/larder/home/data/WorkDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT COUNT(*) FROM work_info WHERE id = ? AND cancel_requested = 1"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 79
    :try_start_0
    const/4 v1, 0x1

    invoke-virtual {v4, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 80
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->simpleQueryForLong()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v5, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 82
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 80
    return v5

    .line 82
    :catchall_0
    move-exception v6

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    throw v6
.end method

.method public failUnfinished(Ljava/lang/String;Ljava/lang/String;)I
    .registers 9

    const-string v1, "provider"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "error"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 87
    iget-object v0, p0, Lapp/larder/home/data/WorkDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    .line 88
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 90
    :try_start_0
    const-string v1, "UPDATE work_info SET state = \'failed\', result = ? WHERE provider = ? AND state IN (\'queued\', \'running\')"

    invoke-virtual {v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v3

    .line 91
    const/4 v1, 0x1

    invoke-virtual {v3, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 92
    const/4 v1, 0x2

    invoke-virtual {v3, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 93
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v4

    .line 94
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 95
    move v5, v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 97
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 95
    return v5

    .line 97
    :catchall_0
    move-exception v4

    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v4
.end method

.method public insert(Lapp/larder/home/data/WorkInfo;J)V
    .registers 10

    const-string v1, "info"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    iget-object v0, p0, Lapp/larder/home/data/WorkDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 9
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 11
    :try_start_0
    const-string v1, "INSERT INTO work_info (id, provider, owner_uid, request_id, state, created_at) VALUES (?, ?, ?, ?, ?, ?)"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 12
    invoke-virtual {p1}, Lapp/larder/home/data/WorkInfo;->getId()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x1

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 13
    invoke-virtual {p1}, Lapp/larder/home/data/WorkInfo;->getProvider()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x2

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 14
    invoke-virtual {p1}, Lapp/larder/home/data/WorkInfo;->getOwnerUid()I

    move-result v2

    int-to-long v2, v2

    const/4 v1, 0x3

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 15
    invoke-virtual {p1}, Lapp/larder/home/data/WorkInfo;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x4

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 16
    invoke-virtual {p1}, Lapp/larder/home/data/WorkInfo;->getState()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x5

    invoke-virtual {v5, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 17
    const/4 v1, 0x6

    invoke-virtual {v5, v1, p2, p3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 18
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J

    .line 19
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 21
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 22
    goto :goto_0

    .line 21
    :catchall_0
    move-exception v5

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v5

    .line 23
    :goto_0
    return-void
.end method

.method public requestCancel(Ljava/lang/String;)I
    .registers 7

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 67
    iget-object v0, p0, Lapp/larder/home/data/WorkDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "UPDATE work_info SET cancel_requested = 1 WHERE id = ?"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v2

    .line 69
    :try_start_0
    const/4 v1, 0x1

    invoke-virtual {v2, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 70
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 72
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 70
    return v3

    .line 72
    :catchall_0
    move-exception v4

    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteStatement;->close()V

    throw v4
.end method

.method public setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I
    .registers 10

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "state"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    iget-object v0, p0, Lapp/larder/home/data/WorkDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    .line 52
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 54
    :try_start_0
    const-string v1, "UPDATE work_info SET state = ?, result = ? WHERE id = ?"

    invoke-virtual {v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v3

    .line 55
    const/4 v1, 0x1

    invoke-virtual {v3, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 56
    if-nez p3, :cond_0

    const/4 v1, 0x2

    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteStatement;->bindNull(I)V

    goto :goto_0

    :cond_0
    const/4 v1, 0x2

    invoke-virtual {v3, v1, p3}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 57
    :goto_0
    const/4 v1, 0x3

    invoke-virtual {v3, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 58
    invoke-virtual {v3}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v4

    .line 59
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 60
    move v5, v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 62
    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 60
    return v5

    .line 62
    :catchall_0
    move-exception v4

    invoke-virtual {v2}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v4
.end method
