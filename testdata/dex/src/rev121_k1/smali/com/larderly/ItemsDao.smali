.class public final Lcom/larderly/ItemsDao;
.super Ljava/lang/Object;
.source "Items.kt"

# static fields
.field public static final COLUMNS:Ljava/lang/String; = "id, name, quantity, shelf, expires_at, added_by"
.field private static final Companion:Lcom/larderly/ItemsDao$Companion;
.field public static final DAY_MS:J = 0x5265c00L


# instance fields
.field private final helper:Lcom/larderly/LarderDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/ItemsDao$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/ItemsDao$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/ItemsDao;->Companion:Lcom/larderly/ItemsDao$Companion;
    return-void
.end method

.method public constructor <init>(Lcom/larderly/LarderDb;)V
    .registers 3
    const-string v0, "helper"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ItemsDao;->helper:Lcom/larderly/LarderDb;
    return-void
.end method


# virtual methods
.method public final all()Ljava/util/List;
    .registers 8
    .line 31
    iget-object v0, p0, Lcom/larderly/ItemsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "SELECT id, name, quantity, shelf, expires_at, added_by FROM items ORDER BY shelf, name"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v3
    check-cast v3, Ljava/io/Closeable;
    const/4 v4, 0x0
:L19
    move-object v0, v3
    check-cast v0, Landroid/database/Cursor;
    move-object v5, v0
    .line 78
    const/4 v6, 0x0
    .line 31
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v5}, Lcom/larderly/ItemsKt;->access$items(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v5
:L37
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v5
    goto :L64
:L46
    move-exception v6
    move-object v4, v6
    throw v6
:L54
    move-exception v6
:L56
    invoke-static {v3, v4}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v6
:L64
    return-object v0
    .catch Ljava/lang/Throwable; {:L19 .. :L37} :L46
    .catchall {:L19 .. :L37} :L54
    .catchall {:L46 .. :L54} :L54
.end method

.method public final insert(Lcom/larderly/Command$Add;Ljava/lang/String;)J
    .registers 21
    move-object/from16 v0, p1
    const-string v1, "add"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "addedBy"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Command$Add;->component1()Ljava/lang/String;
    move-result-object v8
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Command$Add;->component2()I
    move-result v9
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Command$Add;->component3()Ljava/lang/String;
    move-result-object v10
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Command$Add;->component4()Ljava/lang/Integer;
    move-result-object v11
    .line 35
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v12
    .line 36
    new-instance v15, Landroid/content/ContentValues;
    invoke-direct {v15}, Landroid/content/ContentValues;-><init>()V
    move-object/from16 v16, v15
    const/16 v17, 0x0
    .line 37
    move-object/from16 v0, v16
    const-string v1, "name"
    invoke-virtual {v0, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    move-object/from16 v0, v16
    const-string v1, "quantity"
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 39
    move-object/from16 v0, v16
    const-string v1, "shelf"
    invoke-virtual {v0, v1, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    if-eqz v11, :L116
    invoke-virtual {v11}, Ljava/lang/Integer;->intValue()I
    move-result v4
    int-to-long v4, v4
    const-wide/32 v6, 0x5265c00
    mul-long/2addr v4, v6
    add-long v2, v12, v4
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    move-object/from16 v0, v16
    const-string v1, "expires_at"
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    goto :L123
:L116
    move-object/from16 v0, v16
    const-string v1, "expires_at"
    invoke-virtual {v0, v1}, Landroid/content/ContentValues;->putNull(Ljava/lang/String;)V
:L123
    .line 41
    move-object/from16 v0, v16
    const-string v1, "added_by"
    move-object/from16 v2, p2
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    invoke-static {v12, v13}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    move-object/from16 v0, v16
    const-string v1, "added_at"
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 36
    move-object v14, v15
    .line 44
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/ItemsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "items"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v14}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

.method public final list(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/util/List;
    .registers 11
    const-string v1, "shelf"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    iget-object v0, p0, Lcom/larderly/ItemsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    invoke-static {p2}, Lcom/larderly/ItemsKt;->access$sortColumn(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id, name, quantity, shelf, expires_at, added_by FROM items WHERE shelf = ? ORDER BY "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    new-array v4, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v4, v3
    invoke-virtual {v0, v1, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v4
    check-cast v4, Ljava/io/Closeable;
    .line 24
    const/4 v5, 0x0
:L48
    move-object v0, v4
    check-cast v0, Landroid/database/Cursor;
    move-object v6, v0
    .line 78
    const/4 v7, 0x0
    .line 24
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v6}, Lcom/larderly/ItemsKt;->access$items(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v6
:L70
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v6
    goto :L101
:L81
    move-exception v7
    move-object v5, v7
    throw v7
:L90
    move-exception v7
:L92
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
:L101
    return-object v0
    .catch Ljava/lang/Throwable; {:L48 .. :L70} :L81
    .catchall {:L48 .. :L70} :L90
    .catchall {:L81 .. :L90} :L90
.end method

.method public final purgeExpired(I)I
    .registers 11
    .line 50
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    int-to-long v2, p1
    const-wide/32 v4, 0x5265c00
    mul-long/2addr v2, v4
    sub-long v6, v0, v2
    .line 51
    iget-object v0, p0, Lcom/larderly/ItemsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v3, 0x1
    new-array v8, v3, [Ljava/lang/String;
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v8, v4
    const-string v1, "items"
    const-string v2, "expires_at IS NOT NULL AND expires_at < ?"
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final remove(J)I
    .registers 10
    .line 47
    iget-object v0, p0, Lcom/larderly/ItemsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v3, 0x1
    new-array v6, v3, [Ljava/lang/String;
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v6, v4
    const-string v1, "items"
    const-string v2, "id = ?"
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final search(Lorg/json/JSONObject;)Ljava/util/List;
    .registers 10
    const-string v1, "args"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    iget-object v0, p0, Lcom/larderly/ItemsDao;->helper:Lcom/larderly/LarderDb;
    invoke-virtual {v0}, Lcom/larderly/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    invoke-static {p1}, Lcom/larderly/ItemsKt;->access$nameFilter(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id, name, quantity, shelf, expires_at, added_by FROM items WHERE "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, " ORDER BY name"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v4
    check-cast v4, Ljava/io/Closeable;
    .line 29
    const/4 v5, 0x0
:L32
    move-object v0, v4
    check-cast v0, Landroid/database/Cursor;
    move-object v6, v0
    .line 78
    const/4 v7, 0x0
    .line 29
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v6}, Lcom/larderly/ItemsKt;->access$items(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v6
:L54
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v6
    goto :L82
:L64
    move-exception v7
    move-object v5, v7
    throw v7
:L72
    move-exception v7
:L74
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
:L82
    return-object v0
    .catch Ljava/lang/Throwable; {:L32 .. :L54} :L64
    .catchall {:L32 .. :L54} :L72
    .catchall {:L64 .. :L72} :L72
.end method
