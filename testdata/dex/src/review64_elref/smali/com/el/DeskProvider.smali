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
    .line 53
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/el/DeskProvider;->CERT:[B
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 25
    const-string v1, "method"
    move-object/from16 v0, v22
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 19
    invoke-virtual/range {v21 .. v21}, Lcom/el/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v10
    .line 20
    if-eqz v24, :L56
    const-string v1, "session_token"
    move-object/from16 v0, v24
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L56
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/el/DeskProvider;->CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v10, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L68
:L56
    .line 23
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v6
:L68
    .line 26
    move-object/from16 v8, v22
    .line 27
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L202
    const-string v1, "tools"
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    move-object v7, v2
    move-object v11, v7
    .line 57
    move-object/from16 v16, v1
    move-object v15, v6
    const/16 v17, 0x0
    .line 27
    sget-object v0, Lcom/el/BoardTools;->INSTANCE:Lcom/el/BoardTools;
    invoke-virtual {v0}, Lcom/el/BoardTools;->getAll()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v12, v0
    const/16 v18, 0x0
    .line 58
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v9
:L133
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L180
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v13
    move-object v0, v13
    check-cast v0, Lcom/el/ToolEntry;
    move-object v14, v0
    const/16 v19, 0x0
    .line 27
    invoke-virtual {v14}, Lcom/el/ToolEntry;->getSpec()Lcom/el/ToolSpec;
    move-result-object v1
    invoke-virtual {v1}, Lcom/el/ToolSpec;->toJson()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v11, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 58
    nop
    goto :L133
:L180
    .line 59
    nop
    .line 27
    nop
    sget-object v20, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 27
    .line 27
    invoke-virtual {v7}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    move-object v0, v15
    move-object/from16 v1, v16
    invoke-virtual/range {v0 .. v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L336
:L202
    .line 28
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L327
    .line 29
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    move-object/from16 v2, v24
    invoke-virtual/range {v2 .. v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L237
    .line 30
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    return-object v6
:L237
    .line 33
    sget-object v0, Lcom/el/BoardTools;->INSTANCE:Lcom/el/BoardTools;
    invoke-virtual {v0}, Lcom/el/BoardTools;->getAll()Ljava/util/Map;
    move-result-object v0
    const-string v2, "tool_name"
    move-object/from16 v1, v24
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/el/ToolEntry;
    move-object v7, v0
    .line 34
    if-nez v7, :L276
    .line 35
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L336
:L276
    .line 37
    const-string v1, "result"
    invoke-virtual {v7}, Lcom/el/ToolEntry;->getRun()Lkotlin/jvm/functions/Function2;
    move-result-object v2
    move-object/from16 v3, v21
    iget-object v3, v3, Lcom/el/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    move-object v0, v6
    if-nez v3, :L300
    const-string v3, "db"
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v3, 0x0
:L300
    const-string v5, "board"
    move-object/from16 v4, v24
    invoke-virtual/range {v4 .. v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    if-nez v4, :L313
    const-string v4, ""
:L313
    invoke-interface {v2, v3, v4}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L336
:L327
    .line 40
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L336
    .line 42
    return-object v6
.end method

.method public onCreate()Z
    .registers 2
    .line 45
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    const/4 v0, 0x0
    return v0
.end method

