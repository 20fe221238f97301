.class public final Lapp/larder/home/data/RequestDao_Impl;
.super Ljava/lang/Object;
.source "RequestDao_Impl.kt"

# interfaces
.implements Lapp/larder/home/data/RequestDao;


# static fields
.field public static final COMPLETE:Ljava/lang/String; = "UPDATE request_record SET result = ? WHERE uid = ? AND provider = ? AND request_id = ?"

.field private static final Companion:Lapp/larder/home/data/RequestDao_Impl$Companion;

.field public static final INSERT:Ljava/lang/String; = "INSERT INTO request_record (uid, provider, request_id, tool, digest, created_at) VALUES (?, ?, ?, ?, ?, ?)"

.field public static final RELEASE:Ljava/lang/String; = "DELETE FROM request_record WHERE uid = ? AND provider = ? AND request_id = ? AND result IS NULL"

.field public static final SELECT:Ljava/lang/String; = "SELECT tool, digest, result FROM request_record WHERE uid = ? AND provider = ? AND request_id = ?"


# instance fields
.field private final __db:Lapp/larder/home/data/LarderDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/data/RequestDao_Impl$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/data/RequestDao_Impl$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/data/RequestDao_Impl;->Companion:Lapp/larder/home/data/RequestDao_Impl$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/larder/home/data/LarderDatabase;)V
    .registers 3

    const-string v0, "__db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 4
    iput-object p1, p0, Lapp/larder/home/data/RequestDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    return-void
.end method


# virtual methods
.method public claim(Lapp/larder/home/data/RequestRecord;J)Lapp/larder/home/data/RequestRecord;
    .registers 11

    const-string v1, "record"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    iget-object v0, p0, Lapp/larder/home/data/RequestDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 18
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 20
    :try_start_0
    invoke-virtual {p1}, Lapp/larder/home/data/RequestRecord;->getUid()I

    move-result v1

    invoke-virtual {p1}, Lapp/larder/home/data/RequestRecord;->getProvider()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/larder/home/data/RequestRecord;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, v1, v2, v3}, Lapp/larder/home/data/RequestDao_Impl;->find(ILjava/lang/String;Ljava/lang/String;)Lapp/larder/home/data/RequestRecord;

    move-result-object v5

    .line 21
    if-nez v5, :cond_0

    .line 22
    const-string v1, "INSERT INTO request_record (uid, provider, request_id, tool, digest, created_at) VALUES (?, ?, ?, ?, ?, ?)"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v6

    .line 23
    invoke-virtual {p1}, Lapp/larder/home/data/RequestRecord;->getUid()I

    move-result v2

    int-to-long v2, v2

    const/4 v1, 0x1

    invoke-virtual {v6, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 24
    invoke-virtual {p1}, Lapp/larder/home/data/RequestRecord;->getProvider()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x2

    invoke-virtual {v6, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 25
    invoke-virtual {p1}, Lapp/larder/home/data/RequestRecord;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x3

    invoke-virtual {v6, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 26
    invoke-virtual {p1}, Lapp/larder/home/data/RequestRecord;->getTool()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x4

    invoke-virtual {v6, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 27
    invoke-virtual {p1}, Lapp/larder/home/data/RequestRecord;->getDigest()Ljava/lang/String;

    move-result-object v2

    const/4 v1, 0x5

    invoke-virtual {v6, v1, v2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 28
    const/4 v1, 0x6

    invoke-virtual {v6, v1, p2, p3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 29
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J

    .line 31
    :cond_0
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 32
    move-object v6, v5
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 34
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 32
    return-object v6

    .line 34
    :catchall_0
    move-exception v6

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v6
.end method

.method public complete(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)I
    .registers 13

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "result"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    iget-object v0, p0, Lapp/larder/home/data/RequestDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 40
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 42
    :try_start_0
    const-string v1, "UPDATE request_record SET result = ? WHERE uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {v4, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v5

    .line 43
    const/4 v1, 0x1

    invoke-virtual {v5, v1, p4}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 44
    int-to-long v2, p1

    const/4 v1, 0x2

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 45
    const/4 v1, 0x3

    invoke-virtual {v5, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 46
    const/4 v1, 0x4

    invoke-virtual {v5, v1, p3}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 47
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v6

    .line 48
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 49
    move v7, v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 51
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 49
    return v7

    .line 51
    :catchall_0
    move-exception v6

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v6
.end method

.method public find(ILjava/lang/String;Ljava/lang/String;)Lapp/larder/home/data/RequestRecord;
    .registers 16

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    iget-object v0, p0, Lapp/larder/home/data/RequestDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v10, v2, [Ljava/lang/String;

    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v10, v3

    const/4 v3, 0x1

    aput-object p2, v10, v3

    const/4 v3, 0x2

    aput-object p3, v10, v3

    const-string v1, "SELECT tool, digest, result FROM request_record WHERE uid = ? AND provider = ? AND request_id = ?"

    invoke-virtual {v0, v1, v10}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 8
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v10, 0x0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 12
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 8
    return-object v10

    .line 9
    :cond_0
    :try_start_1
    const/4 v1, 0x2

    invoke-interface {v9, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v1, 0x2

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v10, v0

    .line 10
    new-instance v0, Lapp/larder/home/data/RequestRecord;

    const/4 v6, 0x0

    invoke-interface {v9, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const-string v7, "getString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v7, 0x1

    invoke-interface {v9, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v8, "getString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object v4, v5

    move-object v5, v6

    move-object v6, v10

    invoke-direct/range {v0 .. v6}, Lapp/larder/home/data/RequestRecord;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    move-object v11, v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 12
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 10
    return-object v11

    .line 12
    :catchall_0
    move-exception v11

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    throw v11
.end method

.method public release(ILjava/lang/String;Ljava/lang/String;)I
    .registers 11

    const-string v1, "provider"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    iget-object v0, p0, Lapp/larder/home/data/RequestDao_Impl;->__db:Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {v0}, Lapp/larder/home/data/LarderDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "DELETE FROM request_record WHERE uid = ? AND provider = ? AND request_id = ? AND result IS NULL"

    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v4

    .line 58
    :try_start_0
    int-to-long v2, p1

    const/4 v1, 0x1

    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 59
    const/4 v1, 0x2

    invoke-virtual {v4, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 60
    const/4 v1, 0x3

    invoke-virtual {v4, v1, p3}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 61
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v5
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 63
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    .line 61
    return v5

    .line 63
    :catchall_0
    move-exception v6

    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteStatement;->close()V

    throw v6
.end method
