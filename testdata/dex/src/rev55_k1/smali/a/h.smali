.class public final La/h;
.super La/g;
.source "SourceFile"

.field public static final a:La/h;

.method private constructor <init>()V
    .registers 3
    .line 20
    const-string v0, "list_shifts"
    const/4 v1, 0x0
    invoke-direct {v2, v0, v1}, La/g;-><init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 17
    const-string v1, "call"
    move-object v0, v14
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "json"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    new-instance v0, La/d;
    iget-object v2, v14, La/f;->a:Landroid/content/Context;
    invoke-direct {v0, v2}, La/d;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, La/d;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 23
    const-string v1, "SELECT _id, starts_at FROM shifts WHERE volunteer = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    iget-object v4, v15, La/e;->b:Ljava/lang/String;
    aput-object v4, v6, v3
    .line 22
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    .line 24
    const/4 v0, 0x0
    move-object v7, v0
    :t_61
    nop
    check-cast v6, Landroid/database/Cursor;
    move-object v8, v6
    const/4 v0, 0x0
    move v9, v0
    .line 25
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v0
    move-object v10, v0
    move-object v11, v10
    const/4 v0, 0x0
    move v12, v0
    :L84
    .line 26
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L127
    const/4 v2, 0x0
    invoke-interface {v8, v2}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v1
    const/4 v3, 0x1
    invoke-interface {v8, v3}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v11, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L84
    :L127
    .line 27
    nop
    .line 25
    invoke-static {v10}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v0
    .line 27
    nop
    .line 24
    move-object v8, v0
    :t_136
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L169
    :t_148
    :L148
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_157
    :L157
    move-exception v0
    move-object v9, v0
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L169
    .line 22
    move-object v5, v0
    .line 29
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, v5}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:t_61 .. :t_136} :L148
    .catchall {:t_61 .. :t_136} :L157
    .catchall {:t_148 .. :t_157} :L157
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, La/h;
    invoke-direct {v0}, La/h;-><init>()V
    sput-object v0, La/h;->a:La/h;
    return-void
.end method

