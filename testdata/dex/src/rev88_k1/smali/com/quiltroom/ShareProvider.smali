.class public final Lcom/quiltroom/ShareProvider;
.super Landroid/content/ContentProvider;
.source "ShareProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShareProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShareProvider.kt\ncom/quiltroom/ShareProvider\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,81:1\n15309#2,2:82\n*S KotlinDebug\n*F\n+ 1 ShareProvider.kt\ncom/quiltroom/ShareProvider\n*L\n63#1:82,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/quiltroom/ShareProvider$Companion;
.field private dao:Lcom/quiltroom/PatternDao;
.field private static final TAG:Ljava/lang/String; = "ShareProvider"
.field private static final GUILD:Ljava/util/Set;
.field private static final ADMINS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"share_pattern\",\"copy_pattern\",\"guild_pattern\"]"

.method public constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 4
    .line 17
    sget-object v1, Lcom/quiltroom/QuiltDatabase;->Companion:Lcom/quiltroom/QuiltDatabase$Companion;
    invoke-virtual {v3}, Lcom/quiltroom/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1, v2}, Lcom/quiltroom/QuiltDatabase$Companion;->open(Landroid/content/Context;)Lcom/quiltroom/QuiltDatabase;
    move-result-object v1
    invoke-virtual {v1}, Lcom/quiltroom/QuiltDatabase;->patternDao()Lcom/quiltroom/PatternDao;
    move-result-object v1
    iput-object v1, v3, Lcom/quiltroom/ShareProvider;->dao:Lcom/quiltroom/PatternDao;
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 23
    invoke-virtual {v10}, Lcom/quiltroom/ShareProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 24
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L47
    .line 25
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    .line 24
    move-object v6, v0
    .line 26
    sget-object v0, Lcom/quiltroom/ShareProvider;->GUILD:Ljava/util/Set;
    const/4 v2, 0x0
    aget-object v1, v6, v2
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L72
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a guild app"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L72
    .line 27
    move-object v0, v13
    if-nez v13, :L85
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L85
    move-object v7, v0
    .line 28
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L131
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/quiltroom/Sessions;->INSTANCE:Lcom/quiltroom/Sessions;
    invoke-virtual {v1, v4}, Lcom/quiltroom/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L131
    .line 29
    sget-object v0, Lcom/quiltroom/Sessions;->INSTANCE:Lcom/quiltroom/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/quiltroom/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L157
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L157
    .line 30
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L172
    const-string v0, "[\"share_pattern\",\"copy_pattern\",\"guild_pattern\"]"
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L172
    .line 31
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L189
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L189
    .line 32
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L207
    const-string v2, "{}"
    :L207
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v8, v0
    .line 33
    invoke-static {v7}, Lcom/quiltroom/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L341
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_229
    goto :L341
    :L264
    const-string v1, "guild_pattern"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L326
    goto :L341
    :L277
    const-string v1, "copy_pattern"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L313
    goto :L341
    :L290
    const-string v1, "share_pattern"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L341
    .line 34
    invoke-direct {v10, v4, v7, v8}, Lcom/quiltroom/ShareProvider;->sharePattern(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L348
    :L313
    .line 35
    invoke-direct {v10, v4, v7, v8}, Lcom/quiltroom/ShareProvider;->copyPattern(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L348
    :L326
    .line 36
    invoke-direct {v10, v6, v4, v7, v8}, Lcom/quiltroom/ShareProvider;->guildPattern([Ljava/lang/String;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L348
    :L341
    .line 37
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L348
    .line 33
    return-object v0
    :sw_229
    .sparse-switch
        -0x2541033a -> :L277
        -0x1c2ad4bc -> :L264
        0x54cb9330 -> :L290
    .end sparse-switch
.end method

.method private final sharePattern(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 42
    invoke-static {v9}, Lcom/quiltroom/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L15
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L15
    .line 43
    const-string v1, "caller_package"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 44
    sget-object v0, Lcom/quiltroom/ShareProvider;->GUILD:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L44
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "sharing is for guild apps"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L44
    .line 45
    iget-object v0, v7, Lcom/quiltroom/ShareProvider;->dao:Lcom/quiltroom/PatternDao;
    if-nez v0, :L59
    const-string v0, "dao"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L59
    new-instance v1, Lcom/quiltroom/Pattern;
    const-string v3, "id"
    invoke-virtual {v10, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v4, "name"
    invoke-virtual {v10, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v5, "blocks"
    invoke-virtual {v10, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v4
    invoke-direct {v1, v2, v3, v4, v8}, Lcom/quiltroom/Pattern;-><init>(Ljava/lang/String;Ljava/lang/String;II)V
    invoke-interface {v0, v1}, Lcom/quiltroom/PatternDao;->insert(Lcom/quiltroom/Pattern;)V
    .line 46
    const-string v0, "{\"shared\":true}"
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final copyPattern(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 50
    invoke-static {v10}, Lcom/quiltroom/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L15
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L15
    .line 51
    new-instance v0, Lcom/quiltroom/Pattern;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "id"
    invoke-virtual {v11, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "-copy"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v4, "name"
    invoke-virtual {v11, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v5, "blocks"
    invoke-virtual {v11, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v4
    invoke-direct {v0, v2, v3, v4, v9}, Lcom/quiltroom/Pattern;-><init>(Ljava/lang/String;Ljava/lang/String;II)V
    move-object v6, v0
    :t_68
    .line 52
    nop
    .line 53
    iget-object v0, v8, Lcom/quiltroom/ShareProvider;->dao:Lcom/quiltroom/PatternDao;
    if-nez v0, :L84
    const-string v0, "dao"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L84
    invoke-interface {v0, v6}, Lcom/quiltroom/PatternDao;->insert(Lcom/quiltroom/Pattern;)V
    :t_91
    goto :L121
    :L94
    .line 54
    move-exception v0
    move-object v7, v0
    .line 55
    const-string v0, "ShareProvider"
    const-string v1, "copy failed"
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 56
    const-string v0, "INVALID_ARGUMENT"
    const-string v1, "a pattern with that id already exists"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L121
    .line 58
    const-string v0, "{\"copied\":true}"
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Landroid/database/sqlite/SQLiteConstraintException; {:t_68 .. :t_91} :L94
.end method

.method private final guildPattern([Ljava/lang/String;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19
    .line 62
    invoke-static/range {v17 .. v17}, Lcom/quiltroom/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L15
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L15
    .line 63
    move-object v7, v15
    const/4 v0, 0x0
    move v8, v0
    .line 82
    const/4 v0, 0x0
    move v9, v0
    array-length v0, v7
    move v10, v0
    :L29
    if-ge v9, v10, :L73
    aget-object v0, v7, v9
    move-object v11, v0
    move-object v12, v11
    const/4 v0, 0x0
    move v13, v0
    .line 63
    sget-object v0, Lcom/quiltroom/ShareProvider;->ADMINS:Ljava/util/Set;
    invoke-interface {v0, v12}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 82
    if-eqz v0, :L67
    const/4 v0, 0x1
    goto :L74
    :L67
    add-int/lit8 v9, v9, 0x1
    goto :L29
    :L73
    .line 83
    const/4 v0, 0x0
    :L74
    .line 63
    if-nez v0, :L86
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "guild admins only"
    invoke-static {v0, v1}, Lcom/quiltroom/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L86
    .line 64
    iget-object v0, v14, Lcom/quiltroom/ShareProvider;->dao:Lcom/quiltroom/PatternDao;
    if-nez v0, :L101
    const-string v0, "dao"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L101
    new-instance v1, Lcom/quiltroom/Pattern;
    const-string v4, "id"
    move-object/from16 v3, v18
    invoke-virtual/range {v3 .. v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v5, "name"
    move-object/from16 v4, v18
    invoke-virtual/range {v4 .. v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v6, "optString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v6, "blocks"
    move-object/from16 v5, v18
    invoke-virtual/range {v5 .. v6}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v5
    move-object v2, v1
    move/from16 v6, v16
    invoke-direct/range {v2 .. v6}, Lcom/quiltroom/Pattern;-><init>(Ljava/lang/String;Ljava/lang/String;II)V
    invoke-interface {v0, v1}, Lcom/quiltroom/PatternDao;->insert(Lcom/quiltroom/Pattern;)V
    .line 65
    const-string v0, "{\"guild\":true}"
    invoke-static {v0}, Lcom/quiltroom/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 71
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getGUILD$cp()Ljava/util/Set;
    .registers 1
    .line 13
    sget-object v0, Lcom/quiltroom/ShareProvider;->GUILD:Ljava/util/Set;
    return-object v0
.end method

.method public static final synthetic access$getADMINS$cp()Ljava/util/Set;
    .registers 1
    .line 13
    sget-object v0, Lcom/quiltroom/ShareProvider;->ADMINS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/quiltroom/ShareProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/quiltroom/ShareProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/quiltroom/ShareProvider;->Companion:Lcom/quiltroom/ShareProvider$Companion;
    .line 76
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.quiltroom"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.quiltroom.guild"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/quiltroom/ShareProvider;->GUILD:Ljava/util/Set;
    .line 77
    const-string v0, "com.quiltroom.guild.admin"
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/quiltroom/ShareProvider;->ADMINS:Ljava/util/Set;
    return-void
.end method

