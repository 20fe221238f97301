.class public final Lcom/tutortime/RoomProvider;
.super Landroid/content/ContentProvider;
.source "RoomProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRoomProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RoomProvider.kt\ncom/tutortime/RoomProvider\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,150:1\n1401#2,2:151\n*S KotlinDebug\n*F\n+ 1 RoomProvider.kt\ncom/tutortime/RoomProvider\n*L\n25#1:151,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/tutortime/RoomProvider$Companion;
.field private final results:Ljava/util/HashMap;
.field private store:Lcom/tutortime/SessionStore;
.field private static final TAG:Ljava/lang/String; = "RoomProvider"
.field private static final STAFF_APPS:Ljava/util/Set;
.field private static final TOOLS_JSON:Ljava/lang/String; = "{\"revision\":\"rooms-1\",\"tools\":[\"find_tutors\",\"tutors_for\",\"tutors_at_level\",\"room_status\",\"room_list\",\"reserve_room\",\"release_room\",\"cancel_room\"]}"

.method public constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, v1, Lcom/tutortime/RoomProvider;->results:Ljava/util/HashMap;
    .line 13
    return-void
.end method

.method public onCreate()Z
    .registers 4
    .line 18
    new-instance v1, Lcom/tutortime/SessionStore;
    invoke-virtual {v3}, Lcom/tutortime/RoomProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v2}, Lcom/tutortime/SessionStore;-><init>(Landroid/content/Context;)V
    iput-object v1, v3, Lcom/tutortime/RoomProvider;->store:Lcom/tutortime/SessionStore;
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    const-string v1, "method"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 24
    invoke-virtual/range {v15 .. v15}, Lcom/tutortime/RoomProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 25
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L100
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    .line 151
    const/4 v0, 0x0
    move v10, v0
    array-length v0, v8
    move v11, v0
    :L51
    if-ge v10, v11, :L96
    aget-object v0, v8, v10
    move-object v12, v0
    move-object v13, v12
    const/4 v0, 0x0
    move v14, v0
    .line 25
    sget-object v0, Lcom/tutortime/RoomProvider;->STAFF_APPS:Ljava/util/Set;
    move-object v1, v13
    invoke-interface/range {v0 .. v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 151
    if-eqz v0, :L90
    move-object v0, v12
    goto :L102
    :L90
    add-int/lit8 v10, v10, 0x1
    goto :L51
    :L96
    .line 152
    const/4 v0, 0x0
    goto :L102
    :L100
    .line 25
    const/4 v0, 0x0
    :L102
    move-object v6, v0
    .line 26
    if-nez v6, :L117
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a TutorTime staff app"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L117
    .line 27
    move-object/from16 v0, v18
    if-nez v18, :L130
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L130
    move-object v7, v0
    .line 28
    const-string v1, "negotiate"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L170
    iget-object v0, v15, Lcom/tutortime/RoomProvider;->store:Lcom/tutortime/SessionStore;
    if-nez v0, :L156
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L156
    invoke-virtual {v0, v4}, Lcom/tutortime/SessionStore;->open(I)Ljava/lang/String;
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
    :L170
    .line 29
    iget-object v0, v15, Lcom/tutortime/RoomProvider;->store:Lcom/tutortime/SessionStore;
    if-nez v0, :L185
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L185
    invoke-static {v7}, Lcom/tutortime/ToolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/tutortime/SessionStore;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L206
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L206
    .line 30
    move-object/from16 v8, v16
    .line 31
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L227
    const-string v0, "{\"revision\":\"rooms-1\",\"tools\":[\"find_tutors\",\"tutors_for\",\"tutors_at_level\",\"room_status\",\"room_list\",\"reserve_room\",\"release_room\",\"cancel_room\"]}"
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L266
    :L227
    .line 32
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L259
    new-instance v1, Lcom/tutortime/ToolCtx;
    invoke-direct {v1, v5, v4, v6, v7}, Lcom/tutortime/ToolCtx;-><init>(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;)V
    move-object v0, v15
    invoke-direct/range {v0 .. v1}, Lcom/tutortime/RoomProvider;->execute(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L266
    :L259
    .line 33
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L266
    .line 30
    return-object v0
.end method

.method private final execute(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 8
    .line 38
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
    .line 39
    nop
    .line 40
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    if-eqz v4, :L276
    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_41
    goto :L276
    :L116
    const-string v1, "cancel_room"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L268
    goto :L276
    :L128
    const-string v1, "tutors_for"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L220
    goto :L276
    :L140
    const-string v1, "find_tutors"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L212
    goto :L276
    :L152
    const-string v1, "tutors_at_level"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L228
    goto :L276
    :L164
    const-string v1, "release_room"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L260
    goto :L276
    :L176
    const-string v1, "reserve_room"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L252
    goto :L276
    :L188
    const-string v1, "room_status"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L236
    goto :L276
    :L200
    const-string v1, "room_list"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L244
    goto :L276
    :L212
    .line 41
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->findTutors(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L283
    :L220
    .line 42
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->tutorsFor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L283
    :L228
    .line 43
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->tutorsAtLevel(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L283
    :L236
    .line 44
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->roomStatus(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L283
    :L244
    .line 45
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->roomList(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L283
    :L252
    .line 46
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->reserveRoom(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L283
    :L260
    .line 47
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->releaseRoom(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L283
    :L268
    .line 48
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->cancelRoom(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L283
    :L276
    .line 49
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L283
    move-object v4, v0
    :t_284
    goto :L310
    :L287
    .line 51
    move-exception v0
    move-object v5, v0
    .line 52
    const-string v0, "RoomProvider"
    const-string v1, "room tool failed"
    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 53
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "rooms are unavailable"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v4, v0
    :L310
    .line 39
    return-object v4
    .catch Ljava/lang/Exception; {:t_24 .. :t_284} :L287
    :sw_41
    .sparse-switch
        -0x752601ed -> :L164
        -0x5dadf880 -> :L116
        -0x427d3d82 -> :L176
        -0x3fa2c67e -> :L200
        0x2a79afd6 -> :L188
        0x3ca52543 -> :L140
        0x3f73c587 -> :L128
        0x684c667a -> :L152
    .end sparse-switch
.end method

.method private final dao(Lcom/tutortime/ToolCtx;)Lcom/tutortime/TutorDao;
    .registers 4
    .line 57
    sget-object v0, Lcom/tutortime/TutorDb;->Companion:Lcom/tutortime/TutorDb$Companion;
    invoke-virtual {v3}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/tutortime/TutorDb$Companion;->get(Landroid/content/Context;)Lcom/tutortime/TutorDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/tutortime/TutorDb;->tutorDao()Lcom/tutortime/TutorDao;
    move-result-object v0
    return-object v0
.end method

.method private final findTutors(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 10
    .line 60
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "subject"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 61
    new-instance v0, Landroidx/sqlite/db/SimpleSQLiteQuery;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT name FROM tutors WHERE subject = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;)V
    move-object v6, v0
    .line 62
    invoke-direct {v8, v9}, Lcom/tutortime/RoomProvider;->dao(Lcom/tutortime/ToolCtx;)Lcom/tutortime/TutorDao;
    move-result-object v0
    invoke-interface {v0, v6}, Lcom/tutortime/TutorDao;->rawTutors(Landroidx/sqlite/db/SupportSQLiteQuery;)Ljava/util/List;
    move-result-object v0
    move-object v7, v0
    .line 63
    invoke-interface {v7}, Ljava/util/List;->size()I
    move-result v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"tutors\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final tutorsFor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 8
    .line 67
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "subject"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 68
    invoke-direct {v6, v7}, Lcom/tutortime/RoomProvider;->dao(Lcom/tutortime/ToolCtx;)Lcom/tutortime/TutorDao;
    move-result-object v0
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-interface {v0, v4}, Lcom/tutortime/TutorDao;->tutorsFor(Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    move-object v5, v0
    .line 69
    invoke-interface {v5}, Ljava/util/List;->size()I
    move-result v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"tutors\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final tutorsAtLevel(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 12
    .line 73
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "level"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 74
    new-instance v0, Landroidx/sqlite/db/SimpleSQLiteQuery;
    const-string v2, "SELECT name FROM tutors WHERE level = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/Object;
    move-object v9, v3
    const/4 v4, 0x0
    aput-object v7, v9, v4
    invoke-direct {v0, v2, v9}, Landroidx/sqlite/db/SimpleSQLiteQuery;-><init>(Ljava/lang/String;[Ljava/lang/Object;)V
    move-object v8, v0
    .line 75
    invoke-direct {v10, v11}, Lcom/tutortime/RoomProvider;->dao(Lcom/tutortime/ToolCtx;)Lcom/tutortime/TutorDao;
    move-result-object v0
    invoke-interface {v0, v8}, Lcom/tutortime/TutorDao;->rawTutors(Landroidx/sqlite/db/SupportSQLiteQuery;)Ljava/util/List;
    move-result-object v0
    move-object v9, v0
    .line 76
    invoke-interface {v9}, Ljava/util/List;->size()I
    move-result v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"tutors\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final roomStatus(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 10
    .line 80
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "room"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v0
    move v5, v0
    :t_11
    .line 81
    nop
    .line 82
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "/rooms/"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/tutortime/Backend;->get(Ljava/lang/String;)Lokhttp3/Request;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object v0
    invoke-interface {v0}, Lokhttp3/Call;->execute()Lokhttp3/Response;
    move-result-object v0
    move-object v6, v0
    .line 83
    invoke-virtual {v6}, Lokhttp3/Response;->body()Lokhttp3/ResponseBody;
    move-result-object v0
    if-eqz v0, :L54
    invoke-virtual {v0}, Lokhttp3/ResponseBody;->string()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L58
    :L54
    const-string v0, "{}"
    :L58
    move-object v7, v0
    .line 84
    invoke-virtual {v6}, Lokhttp3/Response;->close()V
    .line 85
    invoke-static {v7}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v6, v0
    :t_70
    goto :L92
    :L73
    .line 86
    move-exception v0
    move-object v7, v0
    .line 87
    const-string v0, "UNAVAILABLE"
    invoke-virtual {v7}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "room service failed: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v6, v0
    :L92
    .line 81
    return-object v6
    .catch Ljava/io/IOException; {:t_11 .. :t_70} :L73
.end method

.method private final roomList(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 10
    .line 92
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "floor"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v0
    move v5, v0
    :t_11
    .line 93
    nop
    .line 94
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "/rooms?floor="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/tutortime/Backend;->get(Ljava/lang/String;)Lokhttp3/Request;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object v0
    invoke-interface {v0}, Lokhttp3/Call;->execute()Lokhttp3/Response;
    move-result-object v0
    move-object v6, v0
    .line 95
    invoke-virtual {v6}, Lokhttp3/Response;->body()Lokhttp3/ResponseBody;
    move-result-object v0
    if-eqz v0, :L54
    invoke-virtual {v0}, Lokhttp3/ResponseBody;->string()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L58
    :L54
    const-string v0, "[]"
    :L58
    move-object v7, v0
    .line 96
    invoke-virtual {v6}, Lokhttp3/Response;->close()V
    .line 97
    invoke-static {v7}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v6, v0
    :t_70
    goto :L99
    :L73
    .line 98
    move-exception v0
    move-object v7, v0
    .line 99
    const-string v0, "RoomProvider"
    const-string v1, "room list failed"
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 100
    const-string v0, "UNAVAILABLE"
    const-string v1, "room service unreachable"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v6, v0
    :L99
    .line 93
    return-object v6
    .catch Ljava/io/IOException; {:t_11 .. :t_70} :L73
.end method

.method private final reserveRoom(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 13
    .line 105
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "request_id"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L25
    const-string v0, "INVALID_REQUEST"
    const-string v1, "request_id missing"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L25
    move-object v7, v0
    .line 106
    iget-object v0, v11, Lcom/tutortime/RoomProvider;->results:Ljava/util/HashMap;
    invoke-virtual {v0, v7}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    .line 107
    if-eqz v8, :L47
    invoke-static {v8}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    .line 108
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    const-string v2, "/rooms/reserve"
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v3
    const-string v4, "room"
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v3
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"room\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ",\"by\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lcom/tutortime/Backend;->post(Ljava/lang/String;Ljava/lang/String;)Lokhttp3/Request;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object v0
    invoke-interface {v0}, Lokhttp3/Call;->execute()Lokhttp3/Response;
    move-result-object v0
    move-object v9, v0
    .line 109
    invoke-virtual {v9}, Lokhttp3/Response;->isSuccessful()Z
    move-result v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"reserved\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 110
    invoke-virtual {v9}, Lokhttp3/Response;->close()V
    .line 111
    iget-object v0, v11, Lcom/tutortime/RoomProvider;->results:Ljava/util/HashMap;
    invoke-interface {v0, v7, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 112
    invoke-static {v10}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final releaseRoom(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 13
    .line 116
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "request_id"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L25
    const-string v0, "INVALID_REQUEST"
    const-string v1, "request_id missing"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L25
    move-object v7, v0
    .line 117
    iget-object v0, v11, Lcom/tutortime/RoomProvider;->store:Lcom/tutortime/SessionStore;
    if-nez v0, :L41
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L41
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    invoke-virtual {v0, v7, v2}, Lcom/tutortime/SessionStore;->replay(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 118
    if-eqz v8, :L59
    invoke-static {v8}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L59
    .line 119
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    const-string v2, "/rooms/release"
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v3
    const-string v4, "room"
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v3
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"room\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ",\"by\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lcom/tutortime/Backend;->post(Ljava/lang/String;Ljava/lang/String;)Lokhttp3/Request;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object v0
    invoke-interface {v0}, Lokhttp3/Call;->execute()Lokhttp3/Response;
    move-result-object v0
    move-object v9, v0
    .line 120
    invoke-virtual {v9}, Lokhttp3/Response;->isSuccessful()Z
    move-result v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"released\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 121
    invoke-virtual {v9}, Lokhttp3/Response;->close()V
    .line 122
    iget-object v0, v11, Lcom/tutortime/RoomProvider;->store:Lcom/tutortime/SessionStore;
    if-nez v0, :L135
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L135
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    invoke-virtual {v0, v7, v2, v10}, Lcom/tutortime/SessionStore;->remember(Ljava/lang/String;ILjava/lang/String;)V
    .line 123
    invoke-static {v10}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final cancelRoom(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 11
    .line 127
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "cancel_room"
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L61
    .line 128
    sget-object v0, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v0}, Lcom/tutortime/Tokens;->quick()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 129
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "cancel_room"
    invoke-virtual {v0, v7, v2, v3}, Lcom/tutortime/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 130
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/tutortime/CancelRoomActivity;
    const/4 v2, 0x3
    invoke-static {v0, v1, v2}, Lcom/tutortime/ToolKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L61
    .line 132
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    const-string v2, "/rooms/cancel"
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v3
    const-string v4, "room"
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I
    move-result v3
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"room\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ",\"by\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lcom/tutortime/Backend;->post(Ljava/lang/String;Ljava/lang/String;)Lokhttp3/Request;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object v0
    invoke-interface {v0}, Lokhttp3/Call;->execute()Lokhttp3/Response;
    move-result-object v0
    move-object v7, v0
    .line 133
    invoke-virtual {v7}, Lokhttp3/Response;->isSuccessful()Z
    move-result v0
    move v8, v0
    .line 134
    invoke-virtual {v7}, Lokhttp3/Response;->close()V
    .line 135
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"cancelled\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
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
    .line 138
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 139
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 140
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 141
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 142
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/tutortime/RoomProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/tutortime/RoomProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tutortime/RoomProvider;->Companion:Lcom/tutortime/RoomProvider$Companion;
    .line 146
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.tutortime.staff"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.tutortime.frontdesk"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/tutortime/RoomProvider;->STAFF_APPS:Ljava/util/Set;
    return-void
.end method

