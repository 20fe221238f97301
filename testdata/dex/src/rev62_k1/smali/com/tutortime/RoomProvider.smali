.class public final Lcom/tutortime/RoomProvider;
.super Landroid/content/ContentProvider;
.source "RoomProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRoomProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RoomProvider.kt\ncom/tutortime/RoomProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,112:1\n1#2:113\n*E\n"
.end annotation

.field public static final Companion:Lcom/tutortime/RoomProvider$Companion;
.field private final mutex:Lkotlinx/coroutines/sync/Mutex;
.field private static final TAG:Ljava/lang/String; = "RoomProvider"
.field private static final SCHOOL_APPS:Ljava/util/Set;
.field private static final TOOLS_JSON:Ljava/lang/String; = "{\"revision\":\"rooms-1\",\"tools\":[\"swap_tutor\",\"reserve_room\",\"claim_for\",\"claim\",\"history\",\"my_history\"]}"

.method public constructor <init>()V
    .registers 4
    .line 17
    invoke-direct {v3}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    iput-object v0, v3, Lcom/tutortime/RoomProvider;->mutex:Lkotlinx/coroutines/sync/Mutex;
    .line 17
    return-void
.end method

.method private final entry()Lcom/tutortime/ProviderEntryPoint;
    .registers 3
    .line 20
    invoke-virtual {v2}, Lcom/tutortime/RoomProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-class v1, Lcom/tutortime/ProviderEntryPoint;
    invoke-static {v0, v1}, Ldagger/hilt/android/EntryPointAccessors;->fromApplication(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/ProviderEntryPoint;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 26
    invoke-virtual {v9}, Lcom/tutortime/RoomProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 27
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v6, v0
    .line 28
    if-eqz v6, :L69
    sget-object v0, Lcom/tutortime/RoomProvider;->SCHOOL_APPS:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a TutorTime app"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 29
    move-object v0, v12
    if-nez v12, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v7, v0
    .line 30
    const-string v1, "negotiate"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, Lcom/tutortime/Sessions;->INSTANCE:Lcom/tutortime/Sessions;
    invoke-virtual {v0, v4}, Lcom/tutortime/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 31
    sget-object v0, Lcom/tutortime/Sessions;->INSTANCE:Lcom/tutortime/Sessions;
    invoke-static {v7}, Lcom/tutortime/ToolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/tutortime/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L142
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L142
    .line 32
    move-object v8, v10
    .line 33
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L163
    const-string v0, "{\"revision\":\"rooms-1\",\"tools\":[\"swap_tutor\",\"reserve_room\",\"claim_for\",\"claim\",\"history\",\"my_history\"]}"
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L202
    :L163
    .line 34
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L195
    new-instance v1, Lcom/tutortime/ToolCtx;
    invoke-direct {v1, v5, v4, v6, v7}, Lcom/tutortime/ToolCtx;-><init>(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;)V
    invoke-direct {v9, v1}, Lcom/tutortime/RoomProvider;->execute(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L202
    :L195
    .line 35
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L202
    .line 32
    return-object v0
.end method

.method private final execute(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 8
    .line 40
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "deadline_at_ms"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L24
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :t_24
    :L24
    .line 41
    nop
    .line 42
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    if-eqz v4, :L220
    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_41
    goto :L220
    :L100
    const-string v1, "swap_tutor"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L172
    goto :L220
    :L112
    const-string v1, "claim"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L196
    goto :L220
    :L124
    const-string v1, "history"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L204
    goto :L220
    :L136
    const-string v1, "reserve_room"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L180
    goto :L220
    :L148
    const-string v1, "my_history"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L212
    goto :L220
    :L160
    const-string v1, "claim_for"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L188
    goto :L220
    :L172
    .line 43
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->swapTutor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L180
    .line 44
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->reserveRoom(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L188
    .line 45
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->claimFor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L196
    .line 46
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->claim(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L204
    .line 47
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->history(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L212
    .line 48
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->myHistory(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L220
    .line 49
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L227
    move-object v4, v0
    :t_228
    goto :L252
    :L231
    .line 51
    move-exception v0
    move-object v5, v0
    .line 52
    const-string v0, "RoomProvider"
    const-string v1, "room tool failed"
    check-cast v5, Ljava/lang/Throwable;
    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 53
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "rooms are unavailable"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v4, v0
    :L252
    .line 41
    return-object v4
    .catch Ljava/lang/Exception; {:t_24 .. :t_228} :L231
    :sw_41
    .sparse-switch
        -0x427d3d82 -> :L136
        -0x2d70ae76 -> :L100
        -0x2492d2ff -> :L148
        -0x11f419ba -> :L160
        0x5a5a83c -> :L112
        0x373fe494 -> :L124
    .end sparse-switch
.end method

.method private final swapTutor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 10
    .line 58
    invoke-direct {v8}, Lcom/tutortime/RoomProvider;->entry()Lcom/tutortime/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/tutortime/ProviderEntryPoint;->tokens()Lcom/tutortime/TokenStore;
    move-result-object v0
    move-object v6, v0
    .line 59
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v6, v1}, Lcom/tutortime/TokenStore;->redeem(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L62
    .line 60
    sget-object v0, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/tutortime/Tokens;->quick(I)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 61
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    invoke-virtual {v6, v7, v2}, Lcom/tutortime/TokenStore;->hold(Ljava/lang/String;I)V
    .line 62
    sget-object v0, Lcom/tutortime/Screen$SwapTutor;->INSTANCE:Lcom/tutortime/Screen$SwapTutor;
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/tutortime/Screen$SwapTutor;->pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L62
    .line 64
    invoke-direct {v8}, Lcom/tutortime/RoomProvider;->entry()Lcom/tutortime/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/tutortime/ProviderEntryPoint;->repo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "slot_id"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/SessionRepo;->book(JLjava/lang/String;)J
    move-result-wide v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"swapped\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final reserveRoom(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 9
    .line 68
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "reserve_room"
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L60
    .line 69
    sget-object v0, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v0}, Lcom/tutortime/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 70
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "reserve_room"
    invoke-virtual {v0, v6, v2, v3}, Lcom/tutortime/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 71
    sget-object v0, Lcom/tutortime/Screen$CancelSlot;->INSTANCE:Lcom/tutortime/Screen$CancelSlot;
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/tutortime/Screen$CancelSlot;->pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v6}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L60
    .line 73
    invoke-direct {v7}, Lcom/tutortime/RoomProvider;->entry()Lcom/tutortime/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/tutortime/ProviderEntryPoint;->repo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "room_id"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/SessionRepo;->book(JLjava/lang/String;)J
    move-result-wide v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"reserved\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final claimFor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 8
    .line 77
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "calling_package"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L19
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v0
    :L19
    move-object v5, v0
    .line 78
    invoke-direct {v6}, Lcom/tutortime/RoomProvider;->entry()Lcom/tutortime/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/tutortime/ProviderEntryPoint;->repo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "slot_id"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {v0, v1, v2, v5}, Lcom/tutortime/SessionRepo;->book(JLjava/lang/String;)J
    move-result-wide v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"claimed\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final claim(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 10
    .line 82
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "calling_package"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 83
    if-eqz v6, :L26
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L30
    :L26
    const/4 v0, 0x1
    goto :L31
    :L30
    const/4 v0, 0x0
    :L31
    if-nez v0, :L52
    .line 113
    const/4 v0, 0x0
    move v7, v0
    .line 83
    const-string v0, "package mismatch"
    .line 83
    move-object v7, v0
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v7}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :L52
    .line 84
    invoke-direct {v8}, Lcom/tutortime/RoomProvider;->entry()Lcom/tutortime/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/tutortime/ProviderEntryPoint;->repo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "slot_id"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/SessionRepo;->book(JLjava/lang/String;)J
    move-result-wide v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"claimed\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final history(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 11
    .line 88
    invoke-direct {v9}, Lcom/tutortime/RoomProvider;->entry()Lcom/tutortime/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/tutortime/ProviderEntryPoint;->repo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    move-object v7, v0
    .line 89
    const/4 v0, 0x0
    new-instance v1, Lcom/tutortime/RoomProvider$history$n$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v4}, Lcom/tutortime/RoomProvider$history$n$1;-><init>(Lcom/tutortime/SessionRepo;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v8, v0
    .line 90
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"sessions\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final myHistory(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 12
    .line 94
    invoke-direct {v10}, Lcom/tutortime/RoomProvider;->entry()Lcom/tutortime/ProviderEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/tutortime/ProviderEntryPoint;->repo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    move-object v7, v0
    .line 95
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v0
    move v8, v0
    .line 96
    const/4 v0, 0x0
    new-instance v1, Lcom/tutortime/RoomProvider$myHistory$n$1;
    const/4 v4, 0x0
    invoke-direct {v1, v10, v7, v8, v4}, Lcom/tutortime/RoomProvider$myHistory$n$1;-><init>(Lcom/tutortime/RoomProvider;Lcom/tutortime/SessionRepo;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v9, v0
    .line 97
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"sessions\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 100
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 101
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 102
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 103
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 104
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getMutex$p(Lcom/tutortime/RoomProvider;)Lkotlinx/coroutines/sync/Mutex;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/tutortime/RoomProvider;->mutex:Lkotlinx/coroutines/sync/Mutex;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/tutortime/RoomProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/tutortime/RoomProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tutortime/RoomProvider;->Companion:Lcom/tutortime/RoomProvider$Companion;
    .line 108
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.tutortime.student"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.tutortime.staff"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/tutortime/RoomProvider;->SCHOOL_APPS:Ljava/util/Set;
    return-void
.end method

