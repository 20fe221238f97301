.class public final Lcom/pantrypal/ShiftProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"


.field public static final b:La/s;
.field private static final TAG:Ljava/lang/String; = "ShiftProvider"
.field private static final a:Ljava/util/Set;
.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"shifts-2\",\"tools\":[\"list_shifts\",\"claim_shift\",\"drop_shift\",\"swap_shift\",\"export_roster\"]}"

.method public constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 14
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20
    const-string v1, "method"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 18
    invoke-virtual/range {v16 .. v16}, Lcom/pantrypal/ShiftProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 19
    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L47
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    move-object v8, v0
    .line 20
    move-object v9, v8
    const/4 v0, 0x0
    move v10, v0
    .line 20
    const/4 v0, 0x0
    move v11, v0
    array-length v0, v9
    move v12, v0
    :L64
    if-ge v11, v12, :L108
    aget-object v0, v9, v11
    move-object v13, v0
    move-object v14, v13
    const/4 v0, 0x0
    move v15, v0
    .line 20
    sget-object v0, Lcom/pantrypal/ShiftProvider;->a:Ljava/util/Set;
    invoke-interface {v0, v14}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 20
    if-eqz v0, :L102
    const/4 v0, 0x1
    goto :L109
    :L102
    add-int/lit8 v11, v11, 0x1
    goto :L64
    :L108
    .line 20
    const/4 v0, 0x0
    :L109
    .line 20
    if-nez v0, :L120
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a PantryPal volunteer app"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L120
    .line 21
    move-object/from16 v0, v19
    if-nez v19, :L133
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L133
    move-object v9, v0
    .line 22
    const-string v1, "negotiate"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L161
    sget-object v0, La/b;->a:La/b;
    invoke-virtual {v0, v6}, La/b;->c(I)Ljava/lang/String;
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
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L161
    .line 23
    sget-object v0, La/b;->a:La/b;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, La/b;->d(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L187
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L187
    .line 24
    move-object/from16 v10, v17
    .line 25
    const-string v1, "list_tools"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L208
    const-string v0, "{\"revision\":\"shifts-2\",\"tools\":[\"list_shifts\",\"claim_shift\",\"drop_shift\",\"swap_shift\",\"export_roster\"]}"
    invoke-static {v0}, La/a;->a(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L238
    :L208
    .line 26
    const-string v1, "execute_tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L231
    move-object/from16 v0, v16
    move-object v1, v7
    move v2, v6
    move-object v3, v9
    invoke-direct/range {v0 .. v3}, Lcom/pantrypal/ShiftProvider;->a(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L238
    :L231
    .line 27
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L238
    .line 24
    return-object v0
.end method

.method private final a(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 32
    const-string v1, "deadline_at_ms"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L21
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L21
    .line 33
    sget-object v0, La/g;->b:La/m;
    const-string v2, "tool_name"
    move-object v1, v15
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, La/m;->a(Ljava/lang/String;)La/g;
    move-result-object v0
    if-nez v0, :L46
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L46
    move-object v6, v0
    .line 34
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    move-object v2, v15
    invoke-virtual/range {v2 .. v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L65
    const-string v2, "{}"
    :L65
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v7, v0
    .line 35
    new-instance v0, La/e;
    const-string v3, "shift_id"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-virtual {v12}, Lcom/pantrypal/ShiftProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v4
    move-object v1, v0
    if-nez v4, :L92
    const-string v4, ""
    :L92
    .line 35
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, La/e;-><init>(JLjava/lang/String;Z)V
    move-object v8, v0
    .line 36
    new-instance v0, La/f;
    const-string v5, "resume_token"
    move-object v4, v15
    invoke-virtual/range {v4 .. v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    move-object v1, v0
    move-object v2, v13
    move v3, v14
    invoke-direct/range {v1 .. v4}, La/f;-><init>(Landroid/content/Context;ILjava/lang/String;)V
    move-object v9, v0
    :t_115
    .line 37
    nop
    .line 38
    move-object v10, v6
    .line 39
    instance-of v0, v10, La/h;
    if-nez v0, :L136
    instance-of v0, v10, La/l;
    if-eqz v0, :L150
    :L136
    invoke-virtual {v6, v9, v8, v7}, La/g;->a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L240
    :L150
    .line 40
    instance-of v0, v10, La/i;
    if-nez v0, :L174
    instance-of v0, v10, La/j;
    if-nez v0, :L174
    instance-of v0, v10, La/k;
    if-eqz v0, :L232
    :L174
    .line 41
    const-string v1, "request_id"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    move-object v11, v0
    if-eqz v11, :L200
    invoke-interface {v11}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L204
    :L200
    const/4 v0, 0x1
    goto :L205
    :L204
    const/4 v0, 0x0
    :L205
    .line 41
    if-eqz v0, :L218
    const-string v0, "INVALID_REQUEST"
    const-string v1, "request_id required"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L240
    :L218
    .line 42
    invoke-virtual {v6, v9, v8, v7}, La/g;->a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L240
    :L232
    .line 38
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L240
    move-object v10, v0
    :t_242
    goto :L271
    :L245
    .line 44
    move-exception v0
    move-object v11, v0
    .line 45
    const-string v0, "ShiftProvider"
    const-string v1, "shift tool failed"
    check-cast v11, Ljava/lang/Throwable;
    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 46
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "the shift board is unavailable"
    invoke-static {v0, v1}, La/a;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v10, v0
    :L271
    .line 37
    return-object v10
    .catch Ljava/lang/Exception; {:t_115 .. :t_242} :L245
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, La/s;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, La/s;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/pantrypal/ShiftProvider;->b:La/s;
    .line 58
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "org.pantrypal.volunteer"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "org.pantrypal.coordinator"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/pantrypal/ShiftProvider;->a:Ljava/util/Set;
    return-void
.end method

