.class public final Lcom/ridequeue/SeatProvider;
.super Landroid/content/ContentProvider;
.source "SeatProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSeatProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 SeatProvider.kt\ncom/ridequeue/SeatProvider\n+ 2 Cancellable.kt\nkotlinx/coroutines/CancellableContinuationKt\n*L\n1#1,147:1\n16#2,6:148\n16#2,6:154\n*S KotlinDebug\n*F\n+ 1 SeatProvider.kt\ncom/ridequeue/SeatProvider\n*L\n62#1:148,6\n75#1:154,6\n*E\n"
.end annotation

.field public static final Companion:Lcom/ridequeue/SeatProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private final api:Lcom/ridequeue/SeatApi;
.field private static final SCHOOL_APPS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"seat_count\",\"my_seats\",\"book_seat\",\"reserve_seat\",\"cancel_booking\",\"release_seat\"]"

.method public constructor <init>()V
    .registers 2
    .line 26
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 28
    new-instance v0, Lcom/ridequeue/SeatApi;
    invoke-direct {v0}, Lcom/ridequeue/SeatApi;-><init>()V
    iput-object v0, v1, Lcom/ridequeue/SeatProvider;->api:Lcom/ridequeue/SeatApi;
    .line 26
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 31
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/ridequeue/SeatProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "seats.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/ridequeue/SeatProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 32
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20
    const-string v1, "method"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v11, v0
    .line 37
    invoke-virtual/range {v16 .. v16}, Lcom/ridequeue/SeatProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v12, v0
    .line 38
    invoke-virtual {v12}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v11}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v13, v0
    .line 39
    if-eqz v13, :L69
    sget-object v0, Lcom/ridequeue/SeatProvider;->SCHOOL_APPS:Ljava/util/Set;
    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a RideQueue app"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 40
    move-object/from16 v0, v19
    if-nez v19, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v14, v0
    .line 41
    const-string v1, "negotiate"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, Lcom/ridequeue/Sessions;->INSTANCE:Lcom/ridequeue/Sessions;
    invoke-virtual {v0, v11}, Lcom/ridequeue/Sessions;->open(I)Ljava/lang/String;
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
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 42
    sget-object v0, Lcom/ridequeue/Sessions;->INSTANCE:Lcom/ridequeue/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v14, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/ridequeue/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L144
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 43
    const-string v1, "list_tools"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L159
    const-string v0, "[\"seat_count\",\"my_seats\",\"book_seat\",\"reserve_seat\",\"cancel_booking\",\"release_seat\"]"
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L159
    .line 44
    const-string v1, "execute_tool"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L176
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L176
    .line 45
    const-string v1, "deadline_at_ms"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L198
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L198
    .line 46
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v14, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L216
    const-string v2, "{}"
    :L216
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v15, v0
    .line 47
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    new-instance v1, Lcom/ridequeue/SeatProvider$call$1;
    const/4 v8, 0x0
    move-object v2, v1
    move-object/from16 v3, v16
    move-object v4, v12
    move v5, v11
    move-object v6, v14
    move-object v7, v15
    invoke-direct/range {v2 .. v8}, Lcom/ridequeue/SeatProvider$call$1;-><init>(Lcom/ridequeue/SeatProvider;Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final execute(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 51
    invoke-static {v9}, Lcom/ridequeue/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    if-eqz v5, :L264
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_16
    goto :L264
    :L76
    const-string v1, "seat_count"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L154
    goto :L264
    :L89
    const-string v1, "book_seat"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L197
    goto :L264
    :L102
    const-string v1, "cancel_booking"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L241
    goto :L264
    :L115
    const-string v1, "release_seat"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L252
    goto :L264
    :L128
    const-string v1, "my_seats"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L175
    goto :L264
    :L141
    const-string v1, "reserve_seat"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L219
    goto :L264
    :L154
    .line 52
    const-string v2, "route"
    invoke-virtual {v10, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v1, v11}, Lcom/ridequeue/SeatProvider;->seatCount(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 59
    return-object v0
    :L175
    .line 53
    const-string v3, "route"
    invoke-virtual {v10, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v8, v2, v11}, Lcom/ridequeue/SeatProvider;->mySeats(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 59
    return-object v0
    :L197
    .line 54
    const-string v3, "route"
    invoke-virtual {v10, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v8, v2, v11}, Lcom/ridequeue/SeatProvider;->bookSeat(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 59
    return-object v0
    :L219
    .line 55
    const-string v3, "route"
    invoke-virtual {v10, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v8, v2, v11}, Lcom/ridequeue/SeatProvider;->reserveSeat(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 59
    return-object v0
    :L241
    .line 56
    invoke-direct {v6, v7, v8, v10, v11}, Lcom/ridequeue/SeatProvider;->cancelBooking(Landroid/content/Context;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 59
    return-object v0
    :L252
    .line 57
    invoke-direct/range {v6 .. v11}, Lcom/ridequeue/SeatProvider;->releaseSeat(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 59
    return-object v0
    :L264
    .line 58
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 59
    return-object v0
    :sw_16
    .sparse-switch
        -0x7525b4c3 -> :L115
        -0x427cf058 -> :L141
        -0x1bad8d45 -> :L128
        0x1973c394 -> :L102
        0x38662a55 -> :L76
        0x78afb59b -> :L89
    .end sparse-switch
.end method

.method private final seatCount(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 26
    move-object/from16 v0, v25
    instance-of v4, v0, Lcom/ridequeue/SeatProvider$seatCount$1;
    if-eqz v4, :L41
    check-cast v25, Lcom/ridequeue/SeatProvider$seatCount$1;
    move-object/16 v21, v25
    move-object/from16 v0, v21
    iget v4, v0, Lcom/ridequeue/SeatProvider$seatCount$1;->label:I
    const/high16 v5, -0x80000000
    and-int v4, v4, v5
    if-eqz v4, :L41
    move-object/from16 v0, v21
    iget v5, v0, Lcom/ridequeue/SeatProvider$seatCount$1;->label:I
    const/high16 v6, -0x80000000
    sub-int v5, v5, v6
    move-object/from16 v0, v21
    iput v5, v0, Lcom/ridequeue/SeatProvider$seatCount$1;->label:I
    goto :L52
    :L41
    new-instance v4, Lcom/ridequeue/SeatProvider$seatCount$1;
    move-object v5, v4
    move-object/from16 v6, v23
    move-object/from16 v7, v25
    invoke-direct/range {v5 .. v7}, Lcom/ridequeue/SeatProvider$seatCount$1;-><init>(Lcom/ridequeue/SeatProvider;Lkotlin/coroutines/Continuation;)V
    move-object/16 v21, v4
    :L52
    move-object/from16 v0, v21
    iget-object v4, v0, Lcom/ridequeue/SeatProvider$seatCount$1;->result:Ljava/lang/Object;
    move-object/16 v20, v4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v4
    .line 61
    move-object/16 v22, v4
    move-object/from16 v0, v21
    iget v4, v0, Lcom/ridequeue/SeatProvider$seatCount$1;->label:I
    packed-switch v4, :sw_69
    goto :L242
    :L92
    invoke-static/range {v20 .. v20}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 62
    const/4 v4, 0x0
    move v14, v4
    .line 148
    move-object/from16 v0, v24
    move-object/from16 v1, v21
    iput-object v0, v1, Lcom/ridequeue/SeatProvider$seatCount$1;->L$0:Ljava/lang/Object;
    const/4 v5, 0x1
    move-object/from16 v0, v21
    iput v5, v0, Lcom/ridequeue/SeatProvider$seatCount$1;->label:I
    move-object/from16 v15, v21
    const/4 v4, 0x0
    move/16 v16, v4
    .line 149
    new-instance v4, Lkotlinx/coroutines/CancellableContinuationImpl;
    invoke-static {v15}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v6
    const/4 v7, 0x1
    invoke-direct {v4, v6, v7}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V
    move-object/16 v17, v4
    .line 150
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v0}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V
    .line 151
    move-object/16 v18, v17
    const/4 v4, 0x0
    move/16 v19, v4
    .line 63
    invoke-static/range {v23 .. v23}, Lcom/ridequeue/SeatProvider;->access$getApi$p(Lcom/ridequeue/SeatProvider;)Lcom/ridequeue/SeatApi;
    move-result-object v4
    new-instance v6, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;
    move-object v7, v6
    move-object/from16 v8, v23
    move-object/from16 v9, v18
    move-object/from16 v10, v24
    invoke-direct/range {v7 .. v10}, Lcom/ridequeue/SeatProvider$seatCount$seats$1$1;-><init>(Lcom/ridequeue/SeatProvider;Lkotlinx/coroutines/CancellableContinuation;Ljava/lang/String;)V
    move-object/from16 v5, v24
    invoke-virtual/range {v4 .. v6}, Lcom/ridequeue/SeatApi;->fetch(Ljava/lang/String;Lcom/ridequeue/SeatCallback;)V
    .line 70
    nop
    .line 151
    nop
    .line 152
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v0}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;
    move-result-object v4
    .line 148
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v6
    if-ne v4, v6, :L196
    invoke-static/range {v21 .. v21}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
    :L196
    move-object/from16 v0, v22
    if-ne v4, v0, :L224
    .line 61
    return-object v22
    :L205
    const/4 v4, 0x0
    move v14, v4
    move-object/from16 v0, v21
    iget-object v4, v0, Lcom/ridequeue/SeatProvider$seatCount$1;->L$0:Ljava/lang/Object;
    check-cast v4, Ljava/lang/String;
    move-object/16 v24, v4
    invoke-static/range {v20 .. v20}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v4, v20
    :L224
    .line 153
    nop
    .line 62
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v4
    move v13, v4
    .line 71
    new-instance v11, Ljava/lang/StringBuilder;
    invoke-direct {v11}, Ljava/lang/StringBuilder;-><init>()V
    const-string v12, "{\"seats\":"
    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v11, v13}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v12, "}"
    invoke-virtual {v11, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v11}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L242
    .line 61
    new-instance v4, Ljava/lang/IllegalStateException;
    const-string v6, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v4, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v4
    :sw_69
    .packed-switch 0x0
        :L92
        :L205
    .end packed-switch
.end method

.method private final mySeats(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 28
    move-object/from16 v0, v27
    instance-of v4, v0, Lcom/ridequeue/SeatProvider$mySeats$1;
    if-eqz v4, :L41
    check-cast v27, Lcom/ridequeue/SeatProvider$mySeats$1;
    move-object/16 v22, v27
    move-object/from16 v0, v22
    iget v4, v0, Lcom/ridequeue/SeatProvider$mySeats$1;->label:I
    const/high16 v5, -0x80000000
    and-int v4, v4, v5
    if-eqz v4, :L41
    move-object/from16 v0, v22
    iget v5, v0, Lcom/ridequeue/SeatProvider$mySeats$1;->label:I
    const/high16 v6, -0x80000000
    sub-int v5, v5, v6
    move-object/from16 v0, v22
    iput v5, v0, Lcom/ridequeue/SeatProvider$mySeats$1;->label:I
    goto :L52
    :L41
    new-instance v4, Lcom/ridequeue/SeatProvider$mySeats$1;
    move-object v5, v4
    move-object/from16 v6, v24
    move-object/from16 v7, v27
    invoke-direct/range {v5 .. v7}, Lcom/ridequeue/SeatProvider$mySeats$1;-><init>(Lcom/ridequeue/SeatProvider;Lkotlin/coroutines/Continuation;)V
    move-object/16 v22, v4
    :L52
    move-object/from16 v0, v22
    iget-object v4, v0, Lcom/ridequeue/SeatProvider$mySeats$1;->result:Ljava/lang/Object;
    move-object/16 v21, v4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v4
    .line 74
    move-object/16 v23, v4
    move-object/from16 v0, v22
    iget v4, v0, Lcom/ridequeue/SeatProvider$mySeats$1;->label:I
    packed-switch v4, :sw_69
    goto :L257
    :L92
    invoke-static/range {v21 .. v21}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 75
    const/4 v4, 0x0
    move v15, v4
    .line 154
    move-object/from16 v0, v26
    move-object/from16 v1, v22
    iput-object v0, v1, Lcom/ridequeue/SeatProvider$mySeats$1;->L$0:Ljava/lang/Object;
    move/from16 v0, v25
    move-object/from16 v1, v22
    iput v0, v1, Lcom/ridequeue/SeatProvider$mySeats$1;->I$0:I
    const/4 v5, 0x1
    move-object/from16 v0, v22
    iput v5, v0, Lcom/ridequeue/SeatProvider$mySeats$1;->label:I
    move-object/16 v16, v22
    const/4 v4, 0x0
    move/16 v17, v4
    .line 155
    new-instance v4, Lkotlinx/coroutines/CancellableContinuationImpl;
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v0}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v6
    const/4 v7, 0x1
    invoke-direct {v4, v6, v7}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V
    move-object/16 v18, v4
    .line 156
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v0}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V
    .line 157
    move-object/16 v19, v18
    const/4 v4, 0x0
    move/16 v20, v4
    .line 76
    invoke-static/range {v24 .. v24}, Lcom/ridequeue/SeatProvider;->access$getApi$p(Lcom/ridequeue/SeatProvider;)Lcom/ridequeue/SeatApi;
    move-result-object v4
    new-instance v6, Lcom/ridequeue/SeatProvider$mySeats$seats$1$1;
    move-object v7, v6
    move-object/from16 v8, v24
    move-object/from16 v9, v19
    move/from16 v10, v25
    move-object/from16 v11, v26
    invoke-direct/range {v7 .. v11}, Lcom/ridequeue/SeatProvider$mySeats$seats$1$1;-><init>(Lcom/ridequeue/SeatProvider;Lkotlinx/coroutines/CancellableContinuation;ILjava/lang/String;)V
    move-object/from16 v5, v26
    invoke-virtual/range {v4 .. v6}, Lcom/ridequeue/SeatApi;->fetch(Ljava/lang/String;Lcom/ridequeue/SeatCallback;)V
    .line 83
    nop
    .line 157
    nop
    .line 158
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v0}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;
    move-result-object v4
    .line 154
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v6
    if-ne v4, v6, :L203
    invoke-static/range {v22 .. v22}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
    :L203
    move-object/from16 v0, v23
    if-ne v4, v0, :L237
    .line 74
    return-object v23
    :L212
    const/4 v4, 0x0
    move v15, v4
    move-object/from16 v0, v22
    iget v4, v0, Lcom/ridequeue/SeatProvider$mySeats$1;->I$0:I
    move/16 v25, v4
    move-object/from16 v0, v22
    iget-object v4, v0, Lcom/ridequeue/SeatProvider$mySeats$1;->L$0:Ljava/lang/Object;
    check-cast v4, Ljava/lang/String;
    move-object/16 v26, v4
    invoke-static/range {v21 .. v21}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v4, v21
    :L237
    .line 159
    nop
    .line 75
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v4
    move v14, v4
    .line 84
    new-instance v12, Ljava/lang/StringBuilder;
    invoke-direct {v12}, Ljava/lang/StringBuilder;-><init>()V
    const-string v13, "{\"seats\":"
    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v12, v14}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v13, "}"
    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v12}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L257
    .line 74
    new-instance v4, Ljava/lang/IllegalStateException;
    const-string v6, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v4, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v4
    :sw_69
    .packed-switch 0x0
        :L92
        :L212
    .end packed-switch
.end method

.method private final bookSeat(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16
    instance-of v0, v15, Lcom/ridequeue/SeatProvider$bookSeat$1;
    if-eqz v0, :L41
    check-cast v15, Lcom/ridequeue/SeatProvider$bookSeat$1;
    move-object v10, v15
    iget v0, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/ridequeue/SeatProvider$bookSeat$1;
    move-object v1, v0
    move-object v2, v12
    move-object v3, v15
    invoke-direct/range {v1 .. v3}, Lcom/ridequeue/SeatProvider$bookSeat$1;-><init>(Lcom/ridequeue/SeatProvider;Lkotlin/coroutines/Continuation;)V
    move-object v10, v0
    :L52
    iget-object v0, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->result:Ljava/lang/Object;
    move-object v9, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 87
    move-object v11, v0
    iget v0, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->label:I
    packed-switch v0, :sw_69
    goto :L213
    :L92
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :t_97
    .line 88
    nop
    .line 89
    new-instance v0, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1;
    const/4 v4, 0x0
    invoke-direct {v0, v12, v14, v13, v4}, Lcom/ridequeue/SeatProvider$bookSeat$ticket$1;-><init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->L$0:Ljava/lang/Object;
    iput v13, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->I$0:I
    const/4 v3, 0x1
    iput v3, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->label:I
    invoke-static {v0, v10}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    :t_138
    if-ne v0, v11, :L170
    .line 87
    return-object v11
    :L147
    iget v0, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->I$0:I
    move v13, v0
    iget-object v0, v10, Lcom/ridequeue/SeatProvider$bookSeat$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    :t_162
    nop
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L170
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    .line 90
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"ticket\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :t_187
    goto :L210
    :L190
    .line 91
    move-exception v0
    move-object v8, v0
    .line 92
    const-string v0, "CONFLICT"
    invoke-virtual {v8}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "booking failed: "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :L210
    .line 93
    return-object v7
    :L213
    .line 87
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Exception; {:t_97 .. :t_138} :L190
    .catch Ljava/lang/Exception; {:t_162 .. :t_187} :L190
    :sw_69
    .packed-switch 0x0
        :L92
        :L147
    .end packed-switch
.end method

.method private final reserveSeat(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16
    instance-of v0, v15, Lcom/ridequeue/SeatProvider$reserveSeat$1;
    if-eqz v0, :L41
    check-cast v15, Lcom/ridequeue/SeatProvider$reserveSeat$1;
    move-object v10, v15
    iget v0, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/ridequeue/SeatProvider$reserveSeat$1;
    move-object v1, v0
    move-object v2, v12
    move-object v3, v15
    invoke-direct/range {v1 .. v3}, Lcom/ridequeue/SeatProvider$reserveSeat$1;-><init>(Lcom/ridequeue/SeatProvider;Lkotlin/coroutines/Continuation;)V
    move-object v10, v0
    :L52
    iget-object v0, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->result:Ljava/lang/Object;
    move-object v9, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 95
    move-object v11, v0
    iget v0, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->label:I
    packed-switch v0, :sw_69
    goto :L221
    :L92
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :t_97
    .line 96
    nop
    .line 97
    new-instance v0, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;
    const/4 v4, 0x0
    invoke-direct {v0, v12, v14, v13, v4}, Lcom/ridequeue/SeatProvider$reserveSeat$ticket$1;-><init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->L$0:Ljava/lang/Object;
    iput v13, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->I$0:I
    const/4 v3, 0x1
    iput v3, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->label:I
    invoke-static {v0, v10}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    :t_138
    if-ne v0, v11, :L170
    .line 95
    return-object v11
    :L147
    iget v0, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->I$0:I
    move v13, v0
    iget-object v0, v10, Lcom/ridequeue/SeatProvider$reserveSeat$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    :t_162
    nop
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L170
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    .line 98
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"ticket\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :t_187
    goto :L218
    :L190
    .line 99
    move-exception v0
    move-object v8, v0
    .line 100
    const-string v0, "RideQueue"
    const-string v1, "reserve failed"
    check-cast v8, Ljava/lang/Throwable;
    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 101
    const-string v0, "CONFLICT"
    const-string v1, "no seat left on this bus"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :L218
    .line 102
    return-object v7
    :L221
    .line 95
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Exception; {:t_97 .. :t_138} :L190
    .catch Ljava/lang/Exception; {:t_162 .. :t_187} :L190
    :sw_69
    .packed-switch 0x0
        :L92
        :L147
    .end packed-switch
.end method

.method private final cancelBooking(Landroid/content/Context;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 22
    move-object/from16 v0, v21
    instance-of v4, v0, Lcom/ridequeue/SeatProvider$cancelBooking$1;
    if-eqz v4, :L43
    check-cast v21, Lcom/ridequeue/SeatProvider$cancelBooking$1;
    move-object/from16 v15, v21
    iget v4, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->label:I
    const/high16 v5, -0x80000000
    and-int v4, v4, v5
    if-eqz v4, :L43
    iget v5, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->label:I
    const/high16 v6, -0x80000000
    sub-int v5, v5, v6
    iput v5, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->label:I
    goto :L55
    :L43
    new-instance v4, Lcom/ridequeue/SeatProvider$cancelBooking$1;
    move-object v5, v4
    move-object/from16 v6, v17
    move-object/from16 v7, v21
    invoke-direct/range {v5 .. v7}, Lcom/ridequeue/SeatProvider$cancelBooking$1;-><init>(Lcom/ridequeue/SeatProvider;Lkotlin/coroutines/Continuation;)V
    move-object v15, v4
    :L55
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->result:Ljava/lang/Object;
    move-object v14, v4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v4
    .line 104
    move-object/16 v16, v4
    iget v4, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->label:I
    packed-switch v4, :sw_72
    goto :L344
    :L96
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 105
    const-string v5, "confirmed"
    move-object/from16 v4, v20
    invoke-virtual/range {v4 .. v5}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v4
    move v10, v4
    .line 106
    const-string v5, "booking"
    move-object/from16 v4, v20
    invoke-virtual/range {v4 .. v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    move-object v11, v4
    .line 107
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object/from16 v0, v18
    iput-object v0, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->L$1:Ljava/lang/Object;
    iput-object v11, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->L$2:Ljava/lang/Object;
    move/from16 v0, v19
    iput v0, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->I$0:I
    iput-boolean v10, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->Z$0:Z
    const/4 v8, 0x1
    iput v8, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->label:I
    move-object/from16 v0, v17
    move-object v1, v11
    move-object v2, v15
    invoke-direct/range {v0 .. v2}, Lcom/ridequeue/SeatProvider;->seatOf(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v0, v16
    if-ne v4, v0, :L230
    .line 104
    return-object v16
    :L182
    iget-boolean v4, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->Z$0:Z
    move v10, v4
    iget v4, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->I$0:I
    move/16 v19, v4
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->L$2:Ljava/lang/Object;
    check-cast v4, Ljava/lang/String;
    move-object v11, v4
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->L$1:Ljava/lang/Object;
    check-cast v4, Lorg/json/JSONObject;
    move-object/16 v20, v4
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$cancelBooking$1;->L$0:Ljava/lang/Object;
    check-cast v4, Landroid/content/Context;
    move-object/16 v18, v4
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v4, v14
    :L230
    .line 107
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v4
    move v12, v4
    .line 108
    if-nez v10, :L288
    .line 109
    const/4 v5, 0x5
    new-instance v6, Landroid/content/Intent;
    const-class v9, Lcom/ridequeue/ConfirmCancelActivity;
    move-object v7, v6
    move-object/from16 v8, v18
    invoke-direct/range {v7 .. v9}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v7, 0x4000000
    move-object/from16 v4, v18
    invoke-static/range {v4 .. v7}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    move-object v13, v4
    .line 110
    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v5, Lcom/ridequeue/ResumeBook;->INSTANCE:Lcom/ridequeue/ResumeBook;
    sget-object v6, Lcom/ridequeue/Tokens;->INSTANCE:Lcom/ridequeue/Tokens;
    invoke-virtual {v6}, Lcom/ridequeue/Tokens;->secure()Ljava/lang/String;
    move-result-object v6
    move/from16 v7, v19
    invoke-virtual/range {v5 .. v7}, Lcom/ridequeue/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v5
    invoke-static {v13, v5}, Lcom/ridequeue/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L288
    .line 112
    move-object/from16 v0, v17
    iget-object v4, v0, Lcom/ridequeue/SeatProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v4, :L304
    const-string v4, "db"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
    :L304
    const-string v5, "bookings"
    const-string v6, "id = ? AND seat = ?"
    const/4 v7, 0x2
    new-array v7, v7, [Ljava/lang/String;
    move-object v13, v7
    const/4 v8, 0x0
    aput-object v11, v13, v8
    const/4 v8, 0x1
    invoke-static {v12}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v9
    aput-object v9, v13, v8
    invoke-virtual {v4, v5, v6, v13}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v4
    .line 113
    const-string v4, "{\"cancelled\":true}"
    invoke-static {v4}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L344
    .line 104
    new-instance v4, Ljava/lang/IllegalStateException;
    const-string v6, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v4, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v4
    :sw_72
    .packed-switch 0x0
        :L96
        :L182
    .end packed-switch
.end method

.method private final releaseSeat(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 23
    move-object/from16 v0, v22
    instance-of v4, v0, Lcom/ridequeue/SeatProvider$releaseSeat$1;
    if-eqz v4, :L43
    check-cast v22, Lcom/ridequeue/SeatProvider$releaseSeat$1;
    move-object/from16 v15, v22
    iget v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->label:I
    const/high16 v5, -0x80000000
    and-int v4, v4, v5
    if-eqz v4, :L43
    iget v5, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->label:I
    const/high16 v6, -0x80000000
    sub-int v5, v5, v6
    iput v5, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->label:I
    goto :L55
    :L43
    new-instance v4, Lcom/ridequeue/SeatProvider$releaseSeat$1;
    move-object v5, v4
    move-object/from16 v6, v17
    move-object/from16 v7, v22
    invoke-direct/range {v5 .. v7}, Lcom/ridequeue/SeatProvider$releaseSeat$1;-><init>(Lcom/ridequeue/SeatProvider;Lkotlin/coroutines/Continuation;)V
    move-object v15, v4
    :L55
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->result:Ljava/lang/Object;
    move-object v14, v4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v4
    .line 116
    move-object/16 v16, v4
    iget v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->label:I
    packed-switch v4, :sw_72
    goto :L373
    :L96
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 117
    sget-object v4, Lcom/ridequeue/ResumeBook;->INSTANCE:Lcom/ridequeue/ResumeBook;
    const-string v6, "resume_token"
    move-object/from16 v5, v20
    invoke-virtual/range {v5 .. v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    move/from16 v6, v19
    invoke-virtual/range {v4 .. v6}, Lcom/ridequeue/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v4
    move v10, v4
    .line 118
    const-string v5, "booking"
    move-object/from16 v4, v21
    invoke-virtual/range {v4 .. v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    move-object v11, v4
    .line 119
    invoke-static {v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object/from16 v0, v18
    iput-object v0, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v20 .. v20}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->L$1:Ljava/lang/Object;
    invoke-static/range {v21 .. v21}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
    iput-object v8, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->L$2:Ljava/lang/Object;
    iput-object v11, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->L$3:Ljava/lang/Object;
    move/from16 v0, v19
    iput v0, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->I$0:I
    iput-boolean v10, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->Z$0:Z
    const/4 v8, 0x1
    iput v8, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->label:I
    move-object/from16 v0, v17
    move-object v1, v11
    move-object v2, v15
    invoke-direct/range {v0 .. v2}, Lcom/ridequeue/SeatProvider;->seatOf(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v0, v16
    if-ne v4, v0, :L258
    .line 116
    return-object v16
    :L200
    iget-boolean v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->Z$0:Z
    move v10, v4
    iget v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->I$0:I
    move/16 v19, v4
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->L$3:Ljava/lang/Object;
    check-cast v4, Ljava/lang/String;
    move-object v11, v4
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->L$2:Ljava/lang/Object;
    check-cast v4, Lorg/json/JSONObject;
    move-object/16 v21, v4
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->L$1:Ljava/lang/Object;
    check-cast v4, Landroid/os/Bundle;
    move-object/16 v20, v4
    iget-object v4, v15, Lcom/ridequeue/SeatProvider$releaseSeat$1;->L$0:Ljava/lang/Object;
    check-cast v4, Landroid/content/Context;
    move-object/16 v18, v4
    invoke-static {v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v4, v14
    :L258
    .line 119
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v4
    move v12, v4
    .line 120
    if-nez v10, :L317
    .line 121
    const/4 v5, 0x6
    new-instance v6, Landroid/content/Intent;
    const-class v9, Lcom/ridequeue/ReleaseSeatActivity;
    move-object v7, v6
    move-object/from16 v8, v18
    invoke-direct/range {v7 .. v9}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v7, 0x4000000
    move-object/from16 v4, v18
    invoke-static/range {v4 .. v7}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    move-object v13, v4
    .line 122
    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v5, Lcom/ridequeue/ResumeBook;->INSTANCE:Lcom/ridequeue/ResumeBook;
    sget-object v6, Lcom/ridequeue/Tokens;->INSTANCE:Lcom/ridequeue/Tokens;
    invoke-virtual {v6}, Lcom/ridequeue/Tokens;->secure()Ljava/lang/String;
    move-result-object v6
    move/from16 v7, v19
    invoke-virtual/range {v5 .. v7}, Lcom/ridequeue/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v5
    invoke-static {v13, v5}, Lcom/ridequeue/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L317
    .line 124
    move-object/from16 v0, v17
    iget-object v4, v0, Lcom/ridequeue/SeatProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v4, :L333
    const-string v4, "db"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
    :L333
    const-string v5, "bookings"
    const-string v6, "id = ? AND seat = ?"
    const/4 v7, 0x2
    new-array v7, v7, [Ljava/lang/String;
    move-object v13, v7
    const/4 v8, 0x0
    aput-object v11, v13, v8
    const/4 v8, 0x1
    invoke-static {v12}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v9
    aput-object v9, v13, v8
    invoke-virtual {v4, v5, v6, v13}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v4
    .line 125
    const-string v4, "{\"released\":true}"
    invoke-static {v4}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L373
    .line 116
    new-instance v4, Ljava/lang/IllegalStateException;
    const-string v6, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v4, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v4
    :sw_72
    .packed-switch 0x0
        :L96
        :L200
    .end packed-switch
.end method

.method private final seatOf(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 128
    new-instance v0, Lcom/ridequeue/SeatProvider$seatOf$2;
    const/4 v1, 0x0
    invoke-direct {v0, v2, v3, v1}, Lcom/ridequeue/SeatProvider$seatOf$2;-><init>(Lcom/ridequeue/SeatProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->callbackFlow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 134
    invoke-static {v0, v4}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 136
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 137
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 138
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 139
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 140
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$execute(Lcom/ridequeue/SeatProvider;Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    .line 26
    invoke-direct/range {v1 .. v6}, Lcom/ridequeue/SeatProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$seatCount(Lcom/ridequeue/SeatProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 26
    invoke-direct {v1, v2, v3}, Lcom/ridequeue/SeatProvider;->seatCount(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getApi$p(Lcom/ridequeue/SeatProvider;)Lcom/ridequeue/SeatApi;
    .registers 2
    .line 26
    iget-object v0, v1, Lcom/ridequeue/SeatProvider;->api:Lcom/ridequeue/SeatApi;
    return-object v0
.end method

.method public static final synthetic access$getDb$p(Lcom/ridequeue/SeatProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 26
    iget-object v0, v1, Lcom/ridequeue/SeatProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public static final synthetic access$mySeats(Lcom/ridequeue/SeatProvider;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 26
    invoke-direct {v1, v2, v3, v4}, Lcom/ridequeue/SeatProvider;->mySeats(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$bookSeat(Lcom/ridequeue/SeatProvider;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 26
    invoke-direct {v1, v2, v3, v4}, Lcom/ridequeue/SeatProvider;->bookSeat(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$reserveSeat(Lcom/ridequeue/SeatProvider;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 26
    invoke-direct {v1, v2, v3, v4}, Lcom/ridequeue/SeatProvider;->reserveSeat(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$cancelBooking(Lcom/ridequeue/SeatProvider;Landroid/content/Context;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 26
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/ridequeue/SeatProvider;->cancelBooking(Landroid/content/Context;ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$releaseSeat(Lcom/ridequeue/SeatProvider;Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    .line 26
    invoke-direct/range {v1 .. v6}, Lcom/ridequeue/SeatProvider;->releaseSeat(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$seatOf(Lcom/ridequeue/SeatProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 26
    invoke-direct {v1, v2, v3}, Lcom/ridequeue/SeatProvider;->seatOf(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getSCHOOL_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 26
    sget-object v0, Lcom/ridequeue/SeatProvider;->SCHOOL_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/ridequeue/SeatProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/ridequeue/SeatProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/ridequeue/SeatProvider;->Companion:Lcom/ridequeue/SeatProvider$Companion;
    .line 143
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.ridequeue"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.ridequeue.parents"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/ridequeue/SeatProvider;->SCHOOL_APPS:Ljava/util/Set;
    return-void
.end method

