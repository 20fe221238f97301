.class public final Lcom/harborfiles/DocStore;
.super Ljava/lang/Object;
.source "DocStore.kt"

# static fields
.field public static final Companion:Lcom/harborfiles/DocStore$Companion;

.field public static final FILES_AUTHORITY:Ljava/lang/String; = "com.harborfiles.files"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/harborfiles/DocStore$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/harborfiles/DocStore$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/harborfiles/DocStore;->Companion:Lcom/harborfiles/DocStore$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method


# virtual methods
.method public final contentUri(J)Landroid/net/Uri;
    .registers 7

    .line 29
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "content://com.harborfiles.files/doc/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    const-string v1, "parse(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final insertDoc(ILorg/json/JSONObject;)J
    .registers 13

    const-string v1, "doc"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    iget-object v0, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "docs"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v3
    move-object v6, v5
    move-object v7, v2
    move-object v8, v1
    move-object v9, v0
    .line 34
    const-string v1, "owner"
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 35
    const-string v1, "title"
    const-string v3, "title"
    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    const-string v1, "folder"
    const-string v3, "folder"
    const-string v4, "/"
    invoke-virtual {p2, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    const-string v1, "body"
    const-string v3, "body"
    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 33
    invoke-virtual {v9, v8, v7, v5}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 38
    return-wide v0
.end method

.method public final list(ILjava/lang/String;)Lorg/json/JSONArray;
    .registers 16

    const-string v1, "folder"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v8, v0
    .line 18
    iget-object v0, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "docs"
    const/4 v2, 0x2
    new-array v9, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    const-string v4, "_id"
    aput-object v4, v9, v3
    const/4 v3, 0x1
    const-string v4, "title"
    aput-object v4, v9, v3
    const-string v3, "owner = ? AND folder = ? AND trashed = 0"
    .line 19
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v9
    move-object v9, v4
    const/4 v5, 0x0
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v9, v5
    const/4 v5, 0x1
    aput-object p2, v9, v5
    const/4 v5, 0x0
    const/4 v6, 0x0
    const-string v7, "title"
    .line 18
    move-object v4, v9
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    .line 19
    const/4 v10, 0x0
    :try_start_0
    :try_start_1
    move-object v11, v9
    :L89
    .line 20
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L140
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "doc_id"
    const/4 v4, 0x0
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v3
    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "title"
    const/4 v4, 0x1
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    goto :L89
    :L140
    .line 21
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    :try_end_1
    .line 19
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L177
    :L156
    :try_start_2
    move-exception v12
    move-object v10, v12
    throw v12
    :try_end_2
    :L165
    :try_start_3
    move-exception v12
    :try_end_3
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
    :L177
    .line 22
    return-object v8
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :L156
    .catchall {:try_start_1 .. :try_end_1} :L165
    .catchall {:try_start_2 .. :try_end_2} :L165
    .catchall {:try_start_3 .. :try_end_3} :L165
.end method

.method public final previewUri(J)Landroid/net/Uri;
    .registers 7

    .line 31
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "content://com.harborfiles.files/preview/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    const-string v1, "parse(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final publish(JI)Ljava/lang/String;
    .registers 16

    .line 48
    sget-object v0, Lcom/harborfiles/Tokens;->INSTANCE:Lcom/harborfiles/Tokens;
    invoke-virtual {v0}, Lcom/harborfiles/Tokens;->opaque()Ljava/lang/String;
    move-result-object v6
    .line 49
    iget-object v0, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "links"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v3
    move-object v8, v7
    move-object v9, v2
    move-object v10, v1
    move-object v11, v0
    .line 50
    const-string v1, "doc_id"
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 51
    const-string v1, "owner"
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 52
    const-string v1, "token"
    invoke-virtual {v8, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 53
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 49
    invoke-virtual {v11, v10, v9, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 54
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "https://share.harborfiles.example/d/"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final rename(JILjava/lang/String;)I
    .registers 21

    const-string v4, "title"
    move-object/from16 v0, p4
    move-object v1, v4
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    invoke-static/range {p4 .. p4}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z
    move-result v3
    if-nez v3, :L22
    const/4 v3, 0x1
    goto :L23
    :L22
    const/4 v3, 0x0
    :L23
    if-nez v3, :L46
    const-string v12, "blank title"
    new-instance v3, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-direct {v3, v5}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v3
    :L46
    .line 42
    move-object/from16 v0, p0
    iget-object v3, v0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v4, "docs"
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    move-object v12, v5
    move-object v13, v12
    .line 92
    move-object v14, v4
    move-object v15, v3
    .line 42
    const-string v4, "title"
    move-object v0, v13
    move-object v1, v4
    move-object/from16 v2, p4
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v3, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const-string v6, "_id = ? AND owner = ?"
    const/4 v7, 0x2
    new-array v7, v7, [Ljava/lang/String;
    move-object v5, v12
    move-object v12, v7
    const/4 v8, 0x0
    invoke-static/range {p1 .. p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v9
    aput-object v9, v12, v8
    const/4 v8, 0x1
    invoke-static/range {p3 .. p3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v9
    aput-object v9, v12, v8
    invoke-virtual {v15, v14, v5, v6, v12}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v12
    .line 43
    const/4 v4, 0x1
    if-ne v12, v4, :L133
    const/4 v3, 0x1
    goto :L134
    :L133
    const/4 v3, 0x0
    :L134
    if-nez v3, :L162
    new-instance v10, Ljava/lang/StringBuilder;
    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V
    const-string v11, "no document "
    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v10
    move-object v0, v10
    move-wide/from16 v1, p1
    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v10
    const-string v11, " for "
    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v10
    move-object v0, v10
    move/from16 v1, p3
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v10
    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v13
    new-instance v3, Ljava/lang/IllegalStateException;
    invoke-virtual {v13}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-direct {v3, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v3
    :L162
    .line 44
    return v12
.end method

.method public final restoreVersion(JII)I
    .registers 16

    .line 58
    iget-object v0, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "docs"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 92
    move-object v9, v1
    move-object v10, v0
    .line 58
    const-string v1, "version"
    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const-string v3, "_id = ? AND owner = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    const/4 v5, 0x1
    invoke-static {p3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    invoke-virtual {v10, v9, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final shred(JI)I
    .registers 11

    .line 68
    iget-object v0, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "docs"
    const-string v2, "_id = ? AND owner = ?"
    const/4 v3, 0x2
    new-array v6, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    const/4 v4, 0x1
    invoke-static {p3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final trash(JI)I
    .registers 15

    .line 61
    iget-object v0, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "docs"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 92
    move-object v9, v1
    move-object v10, v0
    .line 61
    const-string v1, "trashed"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const-string v3, "_id = ? AND owner = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    const/4 v5, 0x1
    invoke-static {p3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    invoke-virtual {v10, v9, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final trashTree(JI)I
    .registers 15

    .line 64
    iget-object v0, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "docs"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 92
    move-object v9, v1
    move-object v10, v0
    .line 64
    const-string v1, "trashed"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    const-string v3, "(_id = ? OR parent = ?) AND owner = ?"
    .line 65
    const/4 v4, 0x3
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    const/4 v5, 0x1
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    const/4 v5, 0x2
    invoke-static {p3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    .line 64
    invoke-virtual {v10, v9, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 65
    return v0
.end method

.method public final visibleTo(JI)Z
    .registers 10

    .line 26
    iget-object v0, p0, Lcom/harborfiles/DocStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT COUNT(*) FROM docs WHERE _id = ? AND owner = ? AND trashed = 0"
    .line 27
    const/4 v2, 0x2
    new-array v5, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    const/4 v3, 0x1
    invoke-static {p3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v5, v3
    .line 26
    invoke-static {v0, v1, v5}, Landroid/database/DatabaseUtils;->longForQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)J
    move-result-wide v0
    .line 27
    const-wide/16 v2, 0x0
    cmp-long v0, v0, v2
    .line 26
    if-lez v0, :L42
    const/4 v0, 0x1
    goto :L43
    :L42
    const/4 v0, 0x0
    :L43
    .line 27
    return v0
.end method
