.class public final Lcom/lendshelf/ShelfProvider;
.super Landroid/content/ContentProvider;
.source "ShelfProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShelfProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShelfProvider.kt\ncom/lendshelf/ShelfProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,61:1\n30#1,2:62\n30#1,2:64\n1#2:66\n*S KotlinDebug\n*F\n+ 1 ShelfProvider.kt\ncom/lendshelf/ShelfProvider\n*L\n23#1:62,2\n24#1:64,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/lendshelf/ShelfProvider$Companion;
.field private static final TAG:Ljava/lang/String; = "ShelfProvider"
.field private static final TOOLS:Ljava/lang/String; = "{\"revision\":\"shelf-3\",\"tools\":[\"search_games\",\"count_copies\",\"lend_game\",\"write_off\",\"renew_loan\",\"my_loans\",\"export_shelf\"]}"

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
    .registers 18
    const-string v1, "method"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/lendshelf/CallerUid;->constructor-impl(I)I
    move-result v0
    move v5, v0
    .line 18
    invoke-virtual {v14}, Lcom/lendshelf/ShelfProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L25
    const/4 v0, 0x0
    return-object v0
    :L25
    move-object v6, v0
    .line 19
    invoke-static {v5, v6}, Lcom/lendshelf/CallerUidKt;->isLender-bZkfXXU(ILandroid/content/Context;)Z
    move-result v0
    if-nez v0, :L45
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a LendShelf member"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L45
    .line 20
    move-object/from16 v0, v17
    if-nez v17, :L58
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L58
    move-object v7, v0
    .line 21
    move-object v8, v15
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_68
    goto :L273
    :L104
    const-string v1, "negotiate"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L143
    goto :L273
    :L117
    const-string v1, "list_tools"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L162
    goto :L273
    :L130
    const-string v1, "execute_tool"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L215
    goto :L273
    :L143
    .line 22
    sget-object v0, Lcom/lendshelf/Sessions;->INSTANCE:Lcom/lendshelf/Sessions;
    invoke-virtual {v0, v5}, Lcom/lendshelf/Sessions;->open-BuwnMlY(I)Ljava/lang/String;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L280
    :L162
    .line 23
    move-object v9, v14
    move-object v10, v7
    move v11, v5
    const/4 v0, 0x0
    move v12, v0
    .line 62
    sget-object v0, Lcom/lendshelf/Sessions;->INSTANCE:Lcom/lendshelf/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/lendshelf/Sessions;->owns-RwgxzhU(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L205
    const/4 v0, 0x0
    move v13, v0
    .line 23
    const-string v0, "{\"revision\":\"shelf-3\",\"tools\":[\"search_games\",\"count_copies\",\"lend_game\",\"write_off\",\"renew_loan\",\"my_loans\",\"export_shelf\"]}"
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 62
    goto :L280
    :L205
    .line 63
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L280
    :L215
    .line 24
    move-object v9, v14
    move-object v10, v7
    move v11, v5
    const/4 v0, 0x0
    move v12, v0
    .line 64
    sget-object v0, Lcom/lendshelf/Sessions;->INSTANCE:Lcom/lendshelf/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/lendshelf/Sessions;->owns-RwgxzhU(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L263
    const/4 v0, 0x0
    move v13, v0
    .line 24
    invoke-direct {v14, v6, v5, v7}, Lcom/lendshelf/ShelfProvider;->execute-aJOaiM4(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    .line 64
    goto :L280
    :L263
    .line 65
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L280
    :L273
    .line 25
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L280
    .line 21
    return-object v0
    :sw_68
    .sparse-switch
        -0x503e73de -> :L130
        -0x4221f982 -> :L104
        0x2a3a6efa -> :L117
    .end sparse-switch
.end method

.method private final withSession-aJOaiM4(Landroid/os/Bundle;ILkotlin/jvm/functions/Function0;)Landroid/os/Bundle;
    .registers 8
    const/4 v0, 0x0
    move v3, v0
    .line 30
    sget-object v0, Lcom/lendshelf/Sessions;->INSTANCE:Lcom/lendshelf/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v5, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/lendshelf/Sessions;->owns-RwgxzhU(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L31
    invoke-interface {v7}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    goto :L38
    :L31
    .line 31
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L38
    return-object v0
.end method

.method private final execute-aJOaiM4(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    .line 34
    const-string v1, "deadline_at_ms"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L21
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L21
    .line 35
    sget-object v0, Lcom/lendshelf/ShelfTool;->Companion:Lcom/lendshelf/ShelfTool$Companion;
    invoke-virtual {v0}, Lcom/lendshelf/ShelfTool$Companion;->getByName()Ljava/util/Map;
    move-result-object v0
    const-string v2, "tool_name"
    move-object/from16 v1, v17
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/lendshelf/ShelfTool;
    if-nez v0, :L54
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L54
    move-object v6, v0
    .line 36
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    move-object/from16 v2, v17
    invoke-virtual/range {v2 .. v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L73
    const-string v2, "{}"
    :L73
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v7, v0
    .line 37
    move-object v8, v14
    :t_81
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v8, Lcom/lendshelf/ShelfProvider;
    move-object v9, v8
    const/4 v0, 0x0
    move v10, v0
    .line 38
    invoke-interface {v6}, Lcom/lendshelf/ShelfTool;->getEffect()Lcom/lendshelf/Effect;
    move-result-object v0
    sget-object v1, Lcom/lendshelf/ShelfProvider$WhenMappings;->$EnumSwitchMapping$0:[I
    invoke-virtual {v0}, Lcom/lendshelf/Effect;->ordinal()I
    move-result v0
    aget v0, v1, v0
    packed-switch v0, :sw_111
    goto :L242
    :L140
    .line 39
    move-object v0, v6
    move-object v1, v15
    move/from16 v2, v16
    move-object v3, v7
    invoke-interface/range {v0 .. v3}, Lcom/lendshelf/ShelfTool;->run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L250
    :L154
    .line 41
    const-string v1, "request_id"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    move-object v11, v0
    if-eqz v11, :L180
    invoke-interface {v11}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L184
    :L180
    const/4 v0, 0x1
    goto :L185
    :L184
    const/4 v0, 0x0
    :L185
    .line 41
    if-eqz v0, :L198
    const-string v0, "INVALID_REQUEST"
    const-string v1, "request_id required"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L250
    :L198
    .line 42
    move-object v0, v6
    move-object v1, v15
    move/from16 v2, v16
    move-object v3, v7
    invoke-interface/range {v0 .. v3}, Lcom/lendshelf/ShelfTool;->run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    move-object v11, v0
    move-object v12, v11
    .line 66
    const/4 v0, 0x0
    move v13, v0
    .line 42
    const-string v0, "ShelfProvider"
    invoke-interface {v6}, Lcom/lendshelf/ShelfTool;->getName()Ljava/lang/String;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " by "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-object v1, v4
    move/from16 v2, v16
    invoke-virtual/range {v1 .. v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 42
    move-object v0, v11
    goto :L250
    :L242
    .line 38
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L250
    .line 43
    nop
    .line 37
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v9, v0
    :t_256
    goto :L275
    :L259
    move-exception v0
    move-object v10, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v9, v0
    :L275
    move-object v8, v9
    .line 44
    invoke-static {v8}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L294
    move-object v0, v8
    goto :L319
    :L294
    move-object v9, v0
    const/4 v0, 0x0
    move v10, v0
    .line 45
    const-string v0, "ShelfProvider"
    const-string v1, "shelf tool failed"
    invoke-static {v0, v1, v9}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 46
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "the shelf is unavailable"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L319
    .line 44
    check-cast v0, Landroid/os/Bundle;
    .line 37
    return-object v0
    .catch Ljava/lang/Throwable; {:t_81 .. :t_256} :L259
    :sw_111
    .packed-switch 0x1
        :L140
        :L154
        :L154
        :L154
    .end packed-switch
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
    .registers 2
    new-instance v0, Lcom/lendshelf/ShelfProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/lendshelf/ShelfProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lendshelf/ShelfProvider;->Companion:Lcom/lendshelf/ShelfProvider$Companion;
    return-void
.end method

