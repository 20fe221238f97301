.class public final Lcom/tutortime/SessionProvider;
.super Landroid/content/ContentProvider;
.source "SessionProvider.kt"

.field public static final Companion:Lcom/tutortime/SessionProvider$Companion;
.field private store:Lcom/tutortime/SessionStore;
.field private final bookingAdapter:Lcom/squareup/moshi/JsonAdapter;
.field private static final TAG:Ljava/lang/String; = "SessionProvider"
.field private static final STUDENT_APPS:Ljava/util/Set;
.field private static final TOOLS_JSON:Ljava/lang/String; = "{\"revision\":\"sessions-1\",\"tools\":[\"book_slot\",\"hold_slot\",\"swap_slot\",\"move_slot\",\"sync_slots\",\"refresh_slots\"]}"

.method public constructor <init>()V
    .registers 4
    .line 17
    invoke-direct {v3}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    new-instance v0, Lcom/tutortime/BookingArgsJsonAdapter;
    new-instance v1, Lcom/squareup/moshi/Moshi$Builder;
    invoke-direct {v1}, Lcom/squareup/moshi/Moshi$Builder;-><init>()V
    invoke-virtual {v1}, Lcom/squareup/moshi/Moshi$Builder;->build()Lcom/squareup/moshi/Moshi;
    move-result-object v1
    const-string v2, "build(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/tutortime/BookingArgsJsonAdapter;-><init>(Lcom/squareup/moshi/Moshi;)V
    iput-object v0, v3, Lcom/tutortime/SessionProvider;->bookingAdapter:Lcom/squareup/moshi/JsonAdapter;
    .line 17
    return-void
.end method

.method public onCreate()Z
    .registers 4
    .line 22
    new-instance v1, Lcom/tutortime/SessionStore;
    invoke-virtual {v3}, Lcom/tutortime/SessionProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v2}, Lcom/tutortime/SessionStore;-><init>(Landroid/content/Context;)V
    iput-object v1, v3, Lcom/tutortime/SessionProvider;->store:Lcom/tutortime/SessionStore;
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 28
    invoke-virtual {v9}, Lcom/tutortime/SessionProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 29
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
    .line 30
    if-eqz v6, :L69
    sget-object v0, Lcom/tutortime/SessionProvider;->STUDENT_APPS:Ljava/util/Set;
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
    .line 31
    move-object v0, v12
    if-nez v12, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v7, v0
    .line 32
    const-string v1, "negotiate"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L130
    iget-object v0, v9, Lcom/tutortime/SessionProvider;->store:Lcom/tutortime/SessionStore;
    if-nez v0, :L116
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L116
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
    :L130
    .line 33
    iget-object v0, v9, Lcom/tutortime/SessionProvider;->store:Lcom/tutortime/SessionStore;
    if-nez v0, :L145
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L145
    invoke-static {v7}, Lcom/tutortime/ToolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/tutortime/SessionStore;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L166
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L166
    .line 34
    move-object v8, v10
    .line 35
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L187
    const-string v0, "{\"revision\":\"sessions-1\",\"tools\":[\"book_slot\",\"hold_slot\",\"swap_slot\",\"move_slot\",\"sync_slots\",\"refresh_slots\"]}"
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L226
    :L187
    .line 36
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L219
    new-instance v1, Lcom/tutortime/ToolCtx;
    invoke-direct {v1, v5, v4, v6, v7}, Lcom/tutortime/ToolCtx;-><init>(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;)V
    invoke-direct {v9, v1}, Lcom/tutortime/SessionProvider;->execute(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L226
    :L219
    .line 37
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L226
    .line 34
    return-object v0
.end method

.method private final execute(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 8
    .line 42
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
    .line 43
    nop
    .line 44
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
    const-string v1, "move_slot"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L196
    goto :L220
    :L112
    const-string v1, "refresh_slots"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L212
    goto :L220
    :L124
    const-string v1, "sync_slots"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L204
    goto :L220
    :L136
    const-string v1, "book_slot"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L172
    goto :L220
    :L148
    const-string v1, "hold_slot"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L180
    goto :L220
    :L160
    const-string v1, "swap_slot"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L188
    goto :L220
    :L172
    .line 45
    invoke-direct {v6, v7}, Lcom/tutortime/SessionProvider;->bookSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L180
    .line 46
    invoke-direct {v6, v7}, Lcom/tutortime/SessionProvider;->holdSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L188
    .line 47
    invoke-direct {v6, v7}, Lcom/tutortime/SessionProvider;->swapSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L196
    .line 48
    invoke-direct {v6, v7}, Lcom/tutortime/SessionProvider;->moveSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L204
    .line 49
    invoke-direct {v6, v7}, Lcom/tutortime/SessionProvider;->syncSlots(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L212
    .line 50
    invoke-direct {v6, v7}, Lcom/tutortime/SessionProvider;->refreshSlots(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L227
    :L220
    .line 51
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L227
    move-object v4, v0
    :t_228
    goto :L255
    :L231
    .line 53
    move-exception v0
    move-object v5, v0
    .line 54
    const-string v0, "SessionProvider"
    const-string v1, "session tool failed"
    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 55
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "sessions are unavailable"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v4, v0
    :L255
    .line 43
    return-object v4
    .catch Ljava/lang/Exception; {:t_24 .. :t_228} :L231
    :sw_41
    .sparse-switch
        -0x6e3bcc6f -> :L124
        -0x556a842f -> :L112
        -0x4bca6ad6 -> :L160
        0x3faf21ac -> :L100
        0x47a5cd7e -> :L148
        0x78afd194 -> :L136
    .end sparse-switch
.end method

.method private final bookSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 12
    .line 60
    iget-object v0, v10, Lcom/tutortime/SessionProvider;->bookingAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getArgsJson()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/BookingArgs;
    if-nez v0, :L29
    const-string v0, "INVALID_ARGS"
    const-string v1, "missing arguments"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L29
    move-object v6, v0
    .line 61
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v6}, Lcom/tutortime/BookingArgs;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "book_slot"
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L85
    .line 62
    sget-object v0, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v0}, Lcom/tutortime/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 63
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "book_slot"
    invoke-virtual {v0, v7, v2, v3}, Lcom/tutortime/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 64
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/tutortime/ConfirmBookingActivity;
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/tutortime/ToolKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L85
    .line 66
    invoke-virtual {v6}, Lcom/tutortime/BookingArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L98
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v0
    :L98
    move-object v7, v0
    .line 67
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    const-string v2, "/bookings"
    invoke-virtual {v6}, Lcom/tutortime/BookingArgs;->getSlotId()Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"slot\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\",\"student\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\"}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lcom/tutortime/Backend;->post(Ljava/lang/String;Ljava/lang/String;)Lokhttp3/Request;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object v0
    invoke-interface {v0}, Lokhttp3/Call;->execute()Lokhttp3/Response;
    move-result-object v0
    move-object v8, v0
    .line 68
    invoke-virtual {v8}, Lokhttp3/Response;->isSuccessful()Z
    move-result v0
    move v9, v0
    .line 69
    invoke-virtual {v8}, Lokhttp3/Response;->close()V
    .line 70
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"booked\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v9}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v5, ",\"student\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\"}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final holdSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 13
    .line 74
    iget-object v0, v11, Lcom/tutortime/SessionProvider;->bookingAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getArgsJson()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/BookingArgs;
    if-nez v0, :L29
    const-string v0, "INVALID_ARGS"
    const-string v1, "missing arguments"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L29
    move-object v7, v0
    .line 75
    invoke-virtual {v7}, Lcom/tutortime/BookingArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 76
    if-eqz v8, :L59
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v1
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L59
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "caller_package is not the caller"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L59
    .line 77
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    const-string v2, "/holds"
    invoke-virtual {v7}, Lcom/tutortime/BookingArgs;->getSlotId()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v12}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"slot\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\",\"student\":\""
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
    .line 78
    invoke-virtual {v9}, Lokhttp3/Response;->isSuccessful()Z
    move-result v0
    move v10, v0
    .line 79
    invoke-virtual {v9}, Lokhttp3/Response;->close()V
    .line 80
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"held\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v10}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final swapSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 12
    .line 84
    iget-object v0, v10, Lcom/tutortime/SessionProvider;->bookingAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getArgsJson()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/BookingArgs;
    if-nez v0, :L29
    const-string v0, "INVALID_ARGS"
    const-string v1, "missing arguments"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L29
    move-object v7, v0
    .line 85
    invoke-virtual {v7}, Lcom/tutortime/BookingArgs;->getConfirmed()Z
    move-result v0
    if-nez v0, :L73
    .line 86
    sget-object v0, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v0}, Lcom/tutortime/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 87
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "swap_slot"
    invoke-virtual {v0, v8, v2, v3}, Lcom/tutortime/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 88
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/tutortime/SwapSlotActivity;
    const/4 v2, 0x2
    invoke-static {v0, v1, v2}, Lcom/tutortime/ToolKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v8}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L73
    .line 90
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    const-string v2, "/swaps"
    invoke-virtual {v7}, Lcom/tutortime/BookingArgs;->getSlotId()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"slot\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\",\"student\":\""
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
    move-object v8, v0
    .line 91
    invoke-virtual {v8}, Lokhttp3/Response;->isSuccessful()Z
    move-result v0
    move v9, v0
    .line 92
    invoke-virtual {v8}, Lokhttp3/Response;->close()V
    .line 93
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"swapped\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v9}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final moveSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 12
    .line 97
    iget-object v0, v10, Lcom/tutortime/SessionProvider;->bookingAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getArgsJson()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/BookingArgs;
    if-nez v0, :L29
    const-string v0, "INVALID_ARGS"
    const-string v1, "missing arguments"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L29
    move-object v7, v0
    .line 98
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v7}, Lcom/tutortime/BookingArgs;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "move_slot"
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L85
    .line 99
    sget-object v0, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v0}, Lcom/tutortime/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 100
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "move_slot"
    invoke-virtual {v0, v8, v2, v3}, Lcom/tutortime/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 101
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/tutortime/SwapSlotActivity;
    const/4 v2, 0x4
    invoke-static {v0, v1, v2}, Lcom/tutortime/ToolKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v8}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L85
    .line 103
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    const-string v2, "/moves"
    invoke-virtual {v7}, Lcom/tutortime/BookingArgs;->getSlotId()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v11}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"slot\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\",\"student\":\""
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
    move-object v8, v0
    .line 104
    invoke-virtual {v8}, Lokhttp3/Response;->isSuccessful()Z
    move-result v0
    move v9, v0
    .line 105
    invoke-virtual {v8}, Lokhttp3/Response;->close()V
    .line 106
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"moved\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v9}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final syncSlots(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 7
    .line 110
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v6}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "/slots?student="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/tutortime/Backend;->get(Ljava/lang/String;)Lokhttp3/Request;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object v0
    new-instance v1, Lcom/tutortime/SessionProvider$syncSlots$1;
    invoke-direct {v1, v5}, Lcom/tutortime/SessionProvider$syncSlots$1;-><init>(Lcom/tutortime/SessionProvider;)V
    invoke-interface {v0, v1}, Lokhttp3/Call;->enqueue(Lokhttp3/Callback;)V
    .line 121
    const-string v0, "{\"syncing\":true}"
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final refreshSlots(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 8
    .line 125
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v0
    move v5, v0
    .line 126
    sget-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v0}, Lcom/tutortime/Backend;->getClient()Lokhttp3/OkHttpClient;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    invoke-virtual {v7}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "/slots?student="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/tutortime/Backend;->get(Ljava/lang/String;)Lokhttp3/Request;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object v0
    new-instance v1, Lcom/tutortime/SessionProvider$refreshSlots$1;
    invoke-direct {v1, v6, v5}, Lcom/tutortime/SessionProvider$refreshSlots$1;-><init>(Lcom/tutortime/SessionProvider;I)V
    invoke-interface {v0, v1}, Lokhttp3/Call;->enqueue(Lokhttp3/Callback;)V
    .line 137
    const-string v0, "{\"refreshing\":true}"
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 140
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 141
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 142
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 143
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 144
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getStore$p(Lcom/tutortime/SessionProvider;)Lcom/tutortime/SessionStore;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/tutortime/SessionProvider;->store:Lcom/tutortime/SessionStore;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/tutortime/SessionProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/tutortime/SessionProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tutortime/SessionProvider;->Companion:Lcom/tutortime/SessionProvider$Companion;
    .line 148
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.tutortime.student"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.tutortime.parent"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/tutortime/SessionProvider;->STUDENT_APPS:Ljava/util/Set;
    return-void
.end method

