.class public final Lcom/el/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.kt"

# static fields
.field private static final Companion:Lcom/el/DeskProvider$Companion;
.field private static final CERT:[B

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final synthetic access$getCERT$cp()[B
    .registers 1
    .line 14
    sget-object v0, Lcom/el/DeskProvider;->CERT:[B
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/el/DeskProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/el/DeskProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/el/DeskProvider;->Companion:Lcom/el/DeskProvider$Companion;
    .line 56
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/el/DeskProvider;->CERT:[B
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 23
    const-string v1, "method"
    move-object/from16 v0, v20
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 19
    invoke-virtual/range {v19 .. v19}, Lcom/el/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v9
    .line 20
    if-eqz v22, :L56
    const-string v1, "session_token"
    move-object/from16 v0, v22
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L56
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/el/DeskProvider;->CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v9, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L68
:L56
    .line 23
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v4
:L68
    .line 26
    move-object/from16 v7, v20
    .line 27
    const-string v1, "list_tools"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L202
    const-string v1, "tools"
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    move-object v5, v2
    move-object v6, v5
    .line 60
    move-object v14, v1
    move-object v13, v4
    const/4 v15, 0x0
    .line 27
    sget-object v0, Lcom/el/BoardTools;->INSTANCE:Lcom/el/BoardTools;
    invoke-virtual {v0}, Lcom/el/BoardTools;->getAll()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v10, v0
    const/16 v16, 0x0
    .line 61
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v8
:L133
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L180
    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v11
    move-object v0, v11
    check-cast v0, Lcom/el/ToolEntry;
    move-object v12, v0
    const/16 v17, 0x0
    .line 27
    invoke-virtual {v12}, Lcom/el/ToolEntry;->getSpec()Lcom/el/ToolSpec;
    move-result-object v1
    invoke-virtual {v1}, Lcom/el/ToolSpec;->toJson()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 61
    nop
    goto :L133
:L180
    .line 62
    nop
    .line 27
    nop
    sget-object v18, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 27
    .line 27
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v13, v14, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L373
:L202
    .line 28
    const-string v1, "execute_tool"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L364
    .line 29
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    move-object/from16 v2, v22
    invoke-virtual/range {v2 .. v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L237
    .line 30
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    return-object v4
:L237
    .line 33
    sget-object v0, Lcom/el/BoardTools;->INSTANCE:Lcom/el/BoardTools;
    invoke-virtual {v0}, Lcom/el/BoardTools;->getAll()Ljava/util/Map;
    move-result-object v0
    const-string v2, "tool_name"
    move-object/from16 v1, v22
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/el/ToolEntry;
    move-object v5, v0
    .line 34
    const-string v1, "board"
    move-object/from16 v0, v22
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L272
    const-string v0, ""
:L272
    move-object v6, v0
    .line 35
    if-nez v5, :L291
    .line 36
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L373
:L291
    .line 37
    invoke-virtual {v5}, Lcom/el/ToolEntry;->getAccepts()Lkotlin/jvm/functions/Function1;
    move-result-object v0
    invoke-interface {v0, v6}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-nez v0, :L324
    .line 38
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGS"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L373
:L324
    .line 40
    const-string v1, "result"
    invoke-virtual {v5}, Lcom/el/ToolEntry;->getRun()Lkotlin/jvm/functions/Function2;
    move-result-object v2
    move-object/from16 v3, v19
    iget-object v3, v3, Lcom/el/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    move-object v0, v4
    if-nez v3, :L348
    const-string v3, "db"
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v3, 0x0
:L348
    invoke-interface {v2, v3, v6}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L373
:L364
    .line 43
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L373
    .line 45
    return-object v4
.end method

.method public onCreate()Z
    .registers 2
    .line 48
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    const/4 v0, 0x0
    return v0
.end method

