.class public final Lcom/lendshelf/CirculationProvider;
.super Landroid/content/ContentProvider;
.source "CirculationProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCirculationProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 CirculationProvider.kt\ncom/lendshelf/CirculationProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,139:1\n1#2:140\n*E\n"
.end annotation

.field public static final Companion:Lcom/lendshelf/CirculationProvider$Companion;
.field private static final TAG:Ljava/lang/String; = "CirculationProvider"

.method public constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    const-string v1, "method"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Lcom/lendshelf/CallerUid;->constructor-impl(I)I
    move-result v0
    move v11, v0
    .line 23
    invoke-virtual {v15}, Lcom/lendshelf/CirculationProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L25
    const/4 v0, 0x0
    return-object v0
    :L25
    move-object v12, v0
    .line 24
    invoke-static {v11, v12}, Lcom/lendshelf/CallerUidKt;->isSoleLender-bZkfXXU(ILandroid/content/Context;)Z
    move-result v0
    if-nez v0, :L45
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a LendShelf member"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L45
    .line 25
    move-object/from16 v0, v18
    if-nez v18, :L58
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L58
    move-object v13, v0
    .line 26
    const-string v1, "negotiate"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    sget-object v0, Lcom/lendshelf/Sessions;->INSTANCE:Lcom/lendshelf/Sessions;
    invoke-virtual {v0, v11}, Lcom/lendshelf/Sessions;->open-BuwnMlY(I)Ljava/lang/String;
    move-result-object v0
    new-instance v9, Ljava/lang/StringBuilder;
    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V
    const-string v10, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v10, "\"}"
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L86
    .line 27
    sget-object v0, Lcom/lendshelf/Sessions;->INSTANCE:Lcom/lendshelf/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v13, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/lendshelf/Sessions;->owns-RwgxzhU(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L112
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L112
    .line 28
    move-object/from16 v14, v16
    .line 29
    const-string v1, "list_tools"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L165
    invoke-static {}, Lcom/lendshelf/HoldTool;->getEntries()Lkotlin/enums/EnumEntries;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    const-string v1, ","
    check-cast v1, Ljava/lang/CharSequence;
    const-string v2, "{\"revision\":\"holds-2\",\"tools\":["
    check-cast v2, Ljava/lang/CharSequence;
    const-string v3, "]}"
    check-cast v3, Ljava/lang/CharSequence;
    const/4 v4, 0x0
    const/4 v5, 0x0
    sget-object v6, Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda0;
    const/16 v7, 0x18
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L195
    :L165
    .line 30
    const-string v1, "execute_tool"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L188
    invoke-direct {v15, v12, v11, v13}, Lcom/lendshelf/CirculationProvider;->execute-aJOaiM4(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L195
    :L188
    .line 31
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L195
    .line 28
    return-object v0
.end method

.method private final execute-aJOaiM4(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 36
    const-string v1, "deadline_at_ms"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
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
    .line 37
    sget-object v0, Lcom/lendshelf/HoldTool;->Companion:Lcom/lendshelf/HoldTool$Companion;
    const-string v2, "tool_name"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/lendshelf/HoldTool$Companion;->of(Ljava/lang/String;)Lcom/lendshelf/HoldTool;
    move-result-object v0
    if-nez v0, :L46
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L46
    move-object v4, v0
    .line 38
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v12, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L65
    const-string v2, "{}"
    :L65
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 39
    move-object v6, v9
    :t_73
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    check-cast v6, Lcom/lendshelf/CirculationProvider;
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 40
    sget-object v1, Lcom/lendshelf/CirculationProvider$WhenMappings;->$EnumSwitchMapping$0:[I
    invoke-virtual {v4}, Lcom/lendshelf/HoldTool;->ordinal()I
    move-result v0
    aget v0, v1, v0
    packed-switch v0, :sw_98
    goto :L189
    :L132
    .line 41
    invoke-direct {v7, v10, v11, v5}, Lcom/lendshelf/CirculationProvider;->placeHold-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L197
    :L144
    .line 42
    invoke-direct {v7, v10, v11, v5}, Lcom/lendshelf/CirculationProvider;->cancelHold-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L197
    :L156
    .line 43
    invoke-direct {v7, v10, v5}, Lcom/lendshelf/CirculationProvider;->transferHold(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L197
    :L167
    .line 44
    invoke-direct {v7, v10, v11, v5}, Lcom/lendshelf/CirculationProvider;->releaseHold-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L197
    :L179
    .line 45
    invoke-direct {v7, v10, v11}, Lcom/lendshelf/CirculationProvider;->exportHolds-RwgxzhU(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L197
    :L189
    .line 40
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L197
    .line 46
    nop
    .line 39
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v7, v0
    :t_203
    goto :L222
    :L206
    move-exception v0
    move-object v8, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v7, v0
    :L222
    move-object v6, v7
    .line 47
    invoke-static {v6}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L241
    move-object v0, v6
    goto :L267
    :L241
    move-object v7, v0
    const/4 v0, 0x0
    move v8, v0
    .line 48
    const-string v0, "CirculationProvider"
    const-string v1, "hold tool failed"
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 49
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "circulation is unavailable"
    invoke-static {v0, v1}, Lcom/lendshelf/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L267
    .line 47
    check-cast v0, Landroid/os/Bundle;
    .line 39
    return-object v0
    .catch Ljava/lang/Throwable; {:t_73 .. :t_203} :L206
    :sw_98
    .packed-switch 0x1
        :L132
        :L144
        :L156
        :L167
        :L179
    .end packed-switch
.end method

.method private final placeHold-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19
    .line 54
    const-string v1, "book_id"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v6, v0
    .line 55
    sget-object v0, Lcom/lendshelf/ResumeBook;->INSTANCE:Lcom/lendshelf/ResumeBook;
    const-string v2, "resume_token"
    move-object/from16 v1, v18
    invoke-virtual/range {v1 .. v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "place_hold"
    move/from16 v2, v17
    invoke-virtual/range {v0 .. v3}, Lcom/lendshelf/ResumeBook;->take-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L64
    .line 56
    sget-object v0, Lcom/lendshelf/Tokens;->INSTANCE:Lcom/lendshelf/Tokens;
    invoke-virtual {v0}, Lcom/lendshelf/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 57
    sget-object v0, Lcom/lendshelf/ResumeBook;->INSTANCE:Lcom/lendshelf/ResumeBook;
    const-string v3, "place_hold"
    move-object v1, v8
    move/from16 v2, v17
    invoke-virtual/range {v0 .. v3}, Lcom/lendshelf/ResumeBook;->issue-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)V
    .line 58
    sget-object v1, Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda1;
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lcom/lendshelf/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 61
    .line 58
    invoke-static {v0, v8}, Lcom/lendshelf/EnvelopesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L64
    .line 63
    invoke-static/range {v16 .. v16}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "holds"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v3
    move-object v9, v8
    move-object v13, v2
    move-object v12, v1
    move-object v11, v0
    const/4 v0, 0x0
    move v10, v0
    .line 64
    const-string v1, "book_id"
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 65
    const-string v1, "holder_uid"
    invoke-static/range {v17 .. v17}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 66
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v14, v0
    .line 63
    .line 63
    invoke-virtual {v11, v12, v13, v8}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 67
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"held\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final cancelHold-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .line 71
    const-string v1, "hold_id"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v8, v0
    .line 72
    sget-object v0, Lcom/lendshelf/ResumeBook;->INSTANCE:Lcom/lendshelf/ResumeBook;
    const-string v2, "resume_token"
    move-object v1, v15
    invoke-virtual/range {v1 .. v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "cancel_hold"
    invoke-virtual {v0, v1, v14, v3}, Lcom/lendshelf/ResumeBook;->take-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L67
    .line 73
    sget-object v0, Lcom/lendshelf/Tokens;->INSTANCE:Lcom/lendshelf/Tokens;
    const-string v1, "hold"
    invoke-virtual {v0, v1}, Lcom/lendshelf/Tokens;->clock(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 74
    sget-object v0, Lcom/lendshelf/ResumeBook;->INSTANCE:Lcom/lendshelf/ResumeBook;
    const-string v3, "cancel_hold"
    invoke-virtual {v0, v10, v14, v3}, Lcom/lendshelf/ResumeBook;->issue-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)V
    .line 75
    sget-object v1, Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda2;
    invoke-static {v13, v1}, Lcom/lendshelf/ResolutionKt;->resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 79
    .line 75
    invoke-static {v0, v10}, Lcom/lendshelf/EnvelopesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L67
    .line 81
    invoke-static {v13}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "holds"
    const-string v2, "_id = ? AND holder_uid = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v11, v3
    const/4 v4, 0x0
    invoke-static {v8, v9}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v11, v4
    const/4 v4, 0x1
    invoke-static {v14}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v11, v4
    invoke-virtual {v0, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v10, v0
    .line 82
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"cancelled\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final transferHold(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19
    .line 86
    const-string v1, "hold_id"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v8, v0
    .line 87
    const-string v1, "to_member"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 88
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v11, v0
    :t_22
    .line 89
    nop
    .line 90
    sget-object v0, Lcom/lendshelf/CallerUid;->Companion:Lcom/lendshelf/CallerUid$Companion;
    invoke-virtual {v0}, Lcom/lendshelf/CallerUid$Companion;->current-hopKgA4()I
    move-result v0
    move v13, v0
    .line 91
    invoke-static/range {v17 .. v17}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object/from16 v0, v16
    move-wide v2, v8
    move v4, v13
    move-object v5, v10
    invoke-direct/range {v0 .. v5}, Lcom/lendshelf/CirculationProvider;->moveHold-e3PcW9Y(Landroid/database/sqlite/SQLiteDatabase;JILjava/lang/String;)I
    move-result v0
    move v14, v0
    .line 92
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"moved\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v14}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v15, v0
    :t_63
    .line 94
    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 92
    return-object v15
    :L71
    .line 94
    move-exception v0
    move-object v14, v0
    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v14
    .catchall {:t_22 .. :t_63} :L71
.end method

.method private final releaseHold-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 18
    .line 99
    const-string v1, "hold_id"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v8, v0
    .line 100
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v10, v0
    :t_14
    .line 101
    nop
    .line 102
    invoke-static {v15}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v5, ""
    move-object v0, v14
    move-wide v2, v8
    move/from16 v4, v16
    invoke-direct/range {v0 .. v5}, Lcom/lendshelf/CirculationProvider;->moveHold-e3PcW9Y(Landroid/database/sqlite/SQLiteDatabase;JILjava/lang/String;)I
    move-result v0
    move v12, v0
    .line 103
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"released\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v12}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lendshelf/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v13, v0
    :t_43
    .line 105
    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 103
    return-object v13
    :L51
    .line 105
    move-exception v0
    move-object v13, v0
    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v13
    .catchall {:t_14 .. :t_43} :L51
.end method

.method private final moveHold-e3PcW9Y(Landroid/database/sqlite/SQLiteDatabase;JILjava/lang/String;)I
    .registers 19
    .line 110
    const-string v1, "holds"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 140
    move-object v11, v1
    move-object v10, v14
    const/4 v0, 0x0
    move v9, v0
    .line 110
    const-string v1, "holder"
    move-object v0, v8
    move-object/from16 v2, v18
    invoke-virtual/range {v0 .. v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 110
    .line 111
    const-string v3, "_id = ? AND holder_uid = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    invoke-static/range {v15 .. v16}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    const/4 v5, 0x1
    invoke-static/range {v17 .. v17}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v7, v5
    .line 110
    invoke-virtual {v10, v11, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 111
    return v0
.end method

.method private final exportHolds-RwgxzhU(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 16
    .line 114
    const/4 v0, 0x0
    new-instance v1, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;
    const/4 v5, 0x0
    move-object v2, v1
    move-object v3, v14
    move v4, v15
    invoke-direct/range {v2 .. v5}, Lcom/lendshelf/CirculationProvider$exportHolds$text$1;-><init>(Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    .line 115
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v10, v0
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v0, v10, v1
    .line 115
    move-object v11, v0
    const/4 v1, 0x1
    aget-object v0, v10, v1
    .line 115
    move-object v12, v0
    .line 116
    const/4 v0, 0x0
    const/4 v1, 0x0
    const/4 v2, 0x0
    const-string v3, "holds-export"
    const/4 v4, 0x0
    new-instance v8, Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda3;
    invoke-direct {v8, v12, v9}, Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda3;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    move-object v5, v8
    const/16 v6, 0x17
    const/4 v7, 0x0
    invoke-static/range {v0 .. v7}, Lkotlin/concurrent/ThreadsKt;->thread$default(ZZLjava/lang/ClassLoader;Ljava/lang/String;ILkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Thread;
    move-result-object v0
    .line 119
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v11}, Lcom/lendshelf/EnvelopesKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 122
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 123
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 124
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 125
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 126
    const/4 v0, 0x0
    return v0
.end method

.method public static final call$lambda$0(Lcom/lendshelf/HoldTool;)Ljava/lang/CharSequence;
    .registers 5
    const-string v1, "it"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-virtual {v4}, Lcom/lendshelf/HoldTool;->getWire()Ljava/lang/String;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    return-object v0
.end method

.method public static final placeHold_aJOaiM4$lambda$0(Lcom/lendshelf/ResolutionSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$resolution"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    const-string v1, "com.lendshelf.action.CONFIRM_HOLD"
    invoke-virtual {v2, v1}, Lcom/lendshelf/ResolutionSpec;->setAction(Ljava/lang/String;)V
    .line 60
    const/high16 v1, 0x4000000
    invoke-virtual {v2, v1}, Lcom/lendshelf/ResolutionSpec;->setFlags(I)V
    .line 61
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final cancelHold_aJOaiM4$lambda$0(Lcom/lendshelf/ResolutionSpec;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$resolution"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    const-class v1, Lcom/lendshelf/ConfirmHoldActivity;
    invoke-virtual {v2, v1}, Lcom/lendshelf/ResolutionSpec;->setTarget(Ljava/lang/Class;)V
    .line 77
    const-string v1, "com.lendshelf.action.CONFIRM_HOLD"
    invoke-virtual {v2, v1}, Lcom/lendshelf/ResolutionSpec;->setAction(Ljava/lang/String;)V
    .line 78
    const/high16 v1, 0x4000000
    invoke-virtual {v2, v1}, Lcom/lendshelf/ResolutionSpec;->setFlags(I)V
    .line 79
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final exportHolds_RwgxzhU$lambda$0(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lkotlin/Unit;
    .registers 10
    .line 117
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    invoke-direct {v0, v8}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    const/4 v0, 0x0
    move-object v5, v0
    :t_14
    nop
    check-cast v4, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    move-object v6, v4
    .line 140
    const/4 v0, 0x0
    move v7, v0
    .line 117
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v9, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 117
    invoke-virtual {v6, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 117
    move-object v6, v0
    :t_50
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L76
    :t_58
    :L58
    move-exception v0
    move-object v7, v0
    move-object v5, v7
    throw v7
    :t_66
    :L66
    move-exception v0
    move-object v7, v0
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
    :L76
    .line 118
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
    .catch Ljava/lang/Throwable; {:t_14 .. :t_50} :L58
    .catchall {:t_14 .. :t_50} :L66
    .catchall {:t_58 .. :t_66} :L66
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/lendshelf/CirculationProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/lendshelf/CirculationProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lendshelf/CirculationProvider;->Companion:Lcom/lendshelf/CirculationProvider$Companion;
    return-void
.end method

