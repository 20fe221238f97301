.class public final Lcom/hivewatch/HiveProvider;
.super Landroid/content/ContentProvider;
.source "HiveProvider.kt"

.field public static final Companion:Lcom/hivewatch/HiveProvider$Companion;
.field public tools:Ljava/util/Map;
.field public gate:Lcom/hivewatch/CallerGate;
.field public sessions:Lcom/hivewatch/Sessions;
.field public static final TOOLS:Ljava/lang/String; = "[\"inspect_hive\",\"hive_history\",\"requeen_hive\",\"combine_hives\",\"harvest_honey\",\"split_colony\"]"

.method public constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public final getTools()Ljava/util/Map;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/hivewatch/HiveProvider;->tools:Ljava/util/Map;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "tools"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setTools(Ljava/util/Map;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    iput-object v2, v1, Lcom/hivewatch/HiveProvider;->tools:Ljava/util/Map;
    return-void
.end method

.method public final getGate()Lcom/hivewatch/CallerGate;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/hivewatch/HiveProvider;->gate:Lcom/hivewatch/CallerGate;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "gate"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setGate(Lcom/hivewatch/CallerGate;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    iput-object v2, v1, Lcom/hivewatch/HiveProvider;->gate:Lcom/hivewatch/CallerGate;
    return-void
.end method

.method public final getSessions()Lcom/hivewatch/Sessions;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/hivewatch/HiveProvider;->sessions:Lcom/hivewatch/Sessions;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "sessions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setSessions(Lcom/hivewatch/Sessions;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    iput-object v2, v1, Lcom/hivewatch/HiveProvider;->sessions:Lcom/hivewatch/Sessions;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 22
    invoke-virtual {v12}, Lcom/hivewatch/HiveProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 23
    iget-object v0, v12, Lcom/hivewatch/HiveProvider;->tools:Ljava/util/Map;
    if-nez v0, :L54
    invoke-virtual {v7}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type com.hivewatch.HiveApp"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Lcom/hivewatch/HiveApp;
    invoke-virtual {v0}, Lcom/hivewatch/HiveApp;->getComponent()Lcom/hivewatch/AppComponent;
    move-result-object v0
    invoke-interface {v0, v12}, Lcom/hivewatch/AppComponent;->inject(Lcom/hivewatch/HiveProvider;)V
    :L54
    .line 24
    invoke-virtual {v12}, Lcom/hivewatch/HiveProvider;->getGate()Lcom/hivewatch/CallerGate;
    move-result-object v0
    invoke-virtual {v0, v6}, Lcom/hivewatch/CallerGate;->admits(I)Z
    move-result v0
    if-nez v0, :L74
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a HiveWatch companion app"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L74
    .line 25
    move-object v0, v15
    if-nez v15, :L87
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L87
    move-object v8, v0
    .line 26
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L116
    invoke-virtual {v12}, Lcom/hivewatch/HiveProvider;->getSessions()Lcom/hivewatch/Sessions;
    move-result-object v0
    invoke-virtual {v0, v6}, Lcom/hivewatch/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\"}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L116
    .line 27
    invoke-virtual {v12}, Lcom/hivewatch/HiveProvider;->getSessions()Lcom/hivewatch/Sessions;
    move-result-object v0
    const-string v2, "session_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/hivewatch/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L143
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L143
    .line 28
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L158
    const-string v0, "[\"inspect_hive\",\"hive_history\",\"requeen_hive\",\"combine_hives\",\"harvest_honey\",\"split_colony\"]"
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L158
    .line 29
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L175
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L175
    .line 30
    const-string v1, "deadline_at_ms"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L197
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L197
    .line 31
    const-string v1, "tool_name"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L217
    const-string v0, "INVALID_ARGS"
    const-string v1, "tool_name missing"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L217
    move-object v9, v0
    .line 32
    new-instance v0, Lcom/hivewatch/ToolCtx;
    invoke-direct {v0, v7, v6, v8}, Lcom/hivewatch/ToolCtx;-><init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    move-object v10, v0
    .line 33
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v8, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L252
    const-string v2, "{}"
    :L252
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v11, v0
    .line 34
    invoke-virtual {v12}, Lcom/hivewatch/HiveProvider;->getTools()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v9}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljavax/inject/Provider;
    if-eqz v0, :L300
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/ToolHandler;
    if-eqz v0, :L300
    invoke-interface {v0, v10, v11}, Lcom/hivewatch/ToolHandler;->run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    if-nez v0, :L308
    :L300
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L308
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hivewatch/HiveProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hivewatch/HiveProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hivewatch/HiveProvider;->Companion:Lcom/hivewatch/HiveProvider$Companion;
    return-void
.end method

