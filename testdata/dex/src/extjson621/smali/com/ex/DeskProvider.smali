.class public final Lcom/ex/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.kt"

# static fields
.field private static final Companion:Lcom/ex/DeskProvider$Companion;
.field private static final CERT:[B

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 17
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final synthetic access$getCERT$cp()[B
    .registers 1
    .line 17
    sget-object v0, Lcom/ex/DeskProvider;->CERT:[B
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/ex/DeskProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/ex/DeskProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/ex/DeskProvider;->Companion:Lcom/ex/DeskProvider$Companion;
    .line 64
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/ex/DeskProvider;->CERT:[B
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 27
    const-string v1, "method"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 22
    invoke-virtual/range {v23 .. v23}, Lcom/ex/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v16
    .line 23
    if-eqz v26, :L56
    const-string v1, "session_token"
    move-object/from16 v0, v26
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L56
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/ex/DeskProvider;->CERT:[B
    const/4 v3, 0x1
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L68
:L56
    .line 26
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    return-object v8
:L68
    .line 29
    move-object/from16 v15, v24
    .line 30
    const-string v1, "list_tools"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L194
    const-string v1, "tools"
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    move-object v11, v2
    move-object v13, v11
    .line 68
    move-object/from16 v20, v1
    move-object/from16 v19, v8
    const/4 v12, 0x0
    .line 30
    sget-object v0, Lcom/ex/DeskTools;->INSTANCE:Lcom/ex/DeskTools;
    invoke-virtual {v0}, Lcom/ex/DeskTools;->getAll()Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v10, v0
    const/4 v9, 0x0
    .line 69
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v14
:L128
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L172
    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v17
    move-object/from16 v0, v17
    check-cast v0, Lcom/ex/ToolSpec;
    move-object/from16 v18, v0
    const/16 v21, 0x0
    .line 30
    invoke-static/range {v18 .. v18}, Lcom/ex/ToolsKt;->toJson(Lcom/ex/ToolSpec;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v13, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 69
    nop
    goto :L128
:L172
    .line 70
    nop
    .line 30
    nop
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 30
    .line 30
    invoke-virtual {v11}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    move-object/from16 v0, v19
    move-object/from16 v1, v20
    invoke-virtual/range {v0 .. v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L462
:L194
    .line 31
    const-string v1, "execute_tool"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L453
    .line 32
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    move-object/from16 v2, v26
    invoke-virtual/range {v2 .. v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L229
    .line 33
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    return-object v8
:L229
    .line 36
    const-string v1, "board"
    move-object/from16 v0, v26
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L242
    const-string v0, ""
:L242
    move-object v11, v0
    .line 37
    const-string v1, "tool_name"
    move-object/from16 v0, v26
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v13
    .line 38
    const-string v1, "list_cards"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L346
    .line 39
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v0
    move-object v9, v10
    .line 68
    const/4 v14, 0x0
    .line 39
    const-string v1, "seen_at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 39
    .line 39
    move-object v12, v10
    .line 40
    move-object/from16 v0, v23
    iget-object v0, v0, Lcom/ex/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L310
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L310
    const-string v1, "cards"
    const-string v3, "board = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v10, v4
    const/4 v5, 0x0
    aput-object v11, v10, v5
    invoke-virtual {v0, v1, v12, v3, v10}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 41
    const-string v1, "result"
    const-string v2, "listed"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L462
:L346
    .line 43
    const-string v1, "count_cards"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L441
    .line 44
    move-object/from16 v0, v23
    iget-object v0, v0, Lcom/ex/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L371
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L371
    const-string v1, "cards"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v9, v2
    const/4 v3, 0x0
    const-string v4, "id"
    aput-object v4, v9, v3
    const-string v3, "board = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v9
    move-object v9, v4
    const/4 v5, 0x0
    aput-object v11, v9, v5
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v4, v9
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    const-string v2, "query(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v12, v0
    .line 45
    const-string v1, "result"
    invoke-interface {v12}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 46
    invoke-interface {v12}, Landroid/database/Cursor;->close()V
    goto :L462
:L441
    .line 48
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L462
:L453
    .line 51
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L462
    .line 53
    return-object v8
.end method

.method public onCreate()Z
    .registers 2
    .line 56
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    const/4 v0, 0x0
    return v0
.end method

