.class public final Lcom/tutortime/SessionProvider;
.super Landroid/content/ContentProvider;
.source "SessionProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSessionProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 SessionProvider.kt\ncom/tutortime/SessionProvider\n+ 2 OneTimeWorkRequestKt.kt\nandroidx/work/OneTimeWorkRequestKt\n*L\n1#1,103:1\n5#2:104\n*S KotlinDebug\n*F\n+ 1 SessionProvider.kt\ncom/tutortime/SessionProvider\n*L\n84#1:104\n*E\n"
.end annotation

.field public static final Companion:Lcom/tutortime/SessionProvider$Companion;
.field private static final TAG:Ljava/lang/String; = "SessionProvider"
.field private static final SCHOOL_APPS:Ljava/util/Set;
.field private static final TOOLS_JSON:Ljava/lang/String; = "{\"revision\":\"sessions-1\",\"tools\":[\"find_tutor\",\"by_subject\",\"book_slot\",\"cancel_slot\",\"cancel_series\",\"sync_tutor\"]}"

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final getRepo()Lcom/tutortime/SessionRepo;
    .registers 3
    .line 18
    invoke-virtual {v2}, Lcom/tutortime/SessionProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-class v1, Lcom/tutortime/ProviderEntryPoint;
    invoke-static {v0, v1}, Ldagger/hilt/android/EntryPointAccessors;->fromApplication(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/ProviderEntryPoint;
    invoke-interface {v0}, Lcom/tutortime/ProviderEntryPoint;->repo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 24
    invoke-virtual {v9}, Lcom/tutortime/SessionProvider;->getContext()Landroid/content/Context;
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
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v6, v0
    .line 26
    if-eqz v6, :L69
    sget-object v0, Lcom/tutortime/SessionProvider;->SCHOOL_APPS:Ljava/util/Set;
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
    .line 27
    move-object v0, v12
    if-nez v12, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v7, v0
    .line 28
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
    .line 29
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
    .line 30
    move-object v8, v10
    .line 31
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L163
    const-string v0, "{\"revision\":\"sessions-1\",\"tools\":[\"find_tutor\",\"by_subject\",\"book_slot\",\"cancel_slot\",\"cancel_series\",\"sync_tutor\"]}"
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L202
    :L163
    .line 32
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L195
    new-instance v1, Lcom/tutortime/ToolCtx;
    invoke-direct {v1, v5, v4, v6, v7}, Lcom/tutortime/ToolCtx;-><init>(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;)V
    invoke-direct {v9, v1}, Lcom/tutortime/SessionProvider;->execute(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L202
    :L195
    .line 33
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L202
    .line 30
    return-object v0
.end method

.method private final execute(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 10
    .line 38
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
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
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    if-eqz v6, :L270
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_41
    goto :L270
    :L100
    const-string v1, "cancel_slot"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L246
    goto :L270
    :L112
    const-string v1, "sync_tutor"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L262
    goto :L270
    :L124
    const-string v1, "find_tutor"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L172
    goto :L270
    :L136
    const-string v1, "by_subject"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L205
    goto :L270
    :L148
    const-string v1, "book_slot"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L238
    goto :L270
    :L160
    const-string v1, "cancel_series"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L254
    goto :L270
    :L172
    .line 41
    invoke-direct {v8}, Lcom/tutortime/SessionProvider;->getRepo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "name"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/tutortime/SessionRepo;->findTutor(Ljava/lang/String;)I
    move-result v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"tutors\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L279
    :L205
    .line 42
    invoke-direct {v8}, Lcom/tutortime/SessionProvider;->getRepo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "subject"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/tutortime/SessionRepo;->bySubject(Ljava/lang/String;)I
    move-result v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"slots\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L279
    :L238
    .line 43
    invoke-direct {v8, v9}, Lcom/tutortime/SessionProvider;->bookSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L279
    :L246
    .line 44
    invoke-direct {v8, v9}, Lcom/tutortime/SessionProvider;->cancelSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L279
    :L254
    .line 45
    invoke-direct {v8, v9}, Lcom/tutortime/SessionProvider;->cancelSeries(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L279
    :L262
    .line 46
    invoke-direct {v8, v9}, Lcom/tutortime/SessionProvider;->syncTutor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L279
    :L270
    .line 47
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L279
    move-object v6, v0
    :t_280
    goto :L308
    :L283
    .line 49
    move-exception v0
    move-object v7, v0
    .line 50
    const-string v0, "SessionProvider"
    const-string v1, "session tool failed"
    check-cast v7, Ljava/lang/Throwable;
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 51
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "bookings are unavailable"
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v6, v0
    :L308
    .line 39
    return-object v6
    .catch Ljava/lang/Exception; {:t_24 .. :t_280} :L283
    :sw_41
    .sparse-switch
        -0x6e298b6e -> :L112
        -0x5dad8f5d -> :L100
        -0x4a503ebc -> :L136
        0x1abb0130 -> :L124
        0x57176fdc -> :L160
        0x78afd194 -> :L148
    .end sparse-switch
.end method

.method private final bookSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 11
    .line 56
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "slot_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v6, v0
    .line 57
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "book_slot"
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L74
    .line 58
    sget-object v0, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v0}, Lcom/tutortime/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 59
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "book_slot"
    invoke-virtual {v0, v8, v2, v3}, Lcom/tutortime/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 60
    sget-object v0, Lcom/tutortime/Screen$BookSlot;->INSTANCE:Lcom/tutortime/Screen$BookSlot;
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/tutortime/Screen$BookSlot;->pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v8}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L74
    .line 62
    invoke-direct {v9}, Lcom/tutortime/SessionProvider;->getRepo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v10}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v6, v7, v3}, Lcom/tutortime/SessionRepo;->book(JLjava/lang/String;)J
    move-result-wide v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"booking\":"
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

.method private final cancelSlot(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 9
    .line 66
    sget-object v0, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    sget-object v1, Lcom/tutortime/CancelArgs;->Companion:Lcom/tutortime/CancelArgs$Companion;
    invoke-virtual {v1}, Lcom/tutortime/CancelArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v2
    const-string v3, "args"
    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L27
    const-string v2, "{}"
    :L27
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/json/Json$Default;->decodeFromString(Lkotlinx/serialization/KSerializer;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/CancelArgs;
    move-object v6, v0
    .line 67
    invoke-virtual {v6}, Lcom/tutortime/CancelArgs;->getConfirmed()Z
    move-result v0
    if-nez v0, :L61
    .line 68
    sget-object v0, Lcom/tutortime/Screen$CancelSlot;->INSTANCE:Lcom/tutortime/Screen$CancelSlot;
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/tutortime/Screen$CancelSlot;->pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v1}, Lcom/tutortime/Tokens;->secure()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L61
    .line 70
    invoke-direct {v7}, Lcom/tutortime/SessionProvider;->getRepo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v6}, Lcom/tutortime/CancelArgs;->getSlotId()J
    move-result-wide v1
    invoke-virtual {v8}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/SessionRepo;->cancel(JLjava/lang/String;)I
    move-result v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"cancelled\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final cancelSeries(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 10
    .line 74
    sget-object v0, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    sget-object v1, Lcom/tutortime/CancelArgs;->Companion:Lcom/tutortime/CancelArgs$Companion;
    invoke-virtual {v1}, Lcom/tutortime/CancelArgs$Companion;->serializer()Lkotlinx/serialization/KSerializer;
    move-result-object v1
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v2
    const-string v3, "args"
    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L27
    const-string v2, "{}"
    :L27
    invoke-virtual {v0, v1, v2}, Lkotlinx/serialization/json/Json$Default;->decodeFromString(Lkotlinx/serialization/KSerializer;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/CancelArgs;
    move-object v6, v0
    .line 75
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "cancel_series"
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L94
    .line 76
    sget-object v0, Lcom/tutortime/Tokens;->INSTANCE:Lcom/tutortime/Tokens;
    invoke-virtual {v0}, Lcom/tutortime/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 77
    sget-object v0, Lcom/tutortime/ResumeBook;->INSTANCE:Lcom/tutortime/ResumeBook;
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "cancel_series"
    invoke-virtual {v0, v7, v2, v3}, Lcom/tutortime/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 78
    sget-object v0, Lcom/tutortime/Screen$CancelSlot;->INSTANCE:Lcom/tutortime/Screen$CancelSlot;
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/tutortime/Screen$CancelSlot;->pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/tutortime/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L94
    .line 80
    invoke-direct {v8}, Lcom/tutortime/SessionProvider;->getRepo()Lcom/tutortime/SessionRepo;
    move-result-object v0
    invoke-virtual {v6}, Lcom/tutortime/CancelArgs;->getSlotId()J
    move-result-wide v1
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/tutortime/SessionRepo;->cancel(JLjava/lang/String;)I
    move-result v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"cancelled\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final syncTutor(Lcom/tutortime/ToolCtx;)Landroid/os/Bundle;
    .registers 10
    .line 84
    const/4 v0, 0x0
    move v7, v0
    .line 104
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v2, Lcom/tutortime/SyncWorker;
    invoke-direct {v0, v2}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 85
    const/4 v1, 0x2
    new-array v1, v1, [Lkotlin/Pair;
    move-object v7, v1
    const/4 v2, 0x0
    const-string v3, "subject"
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v4
    const-string v5, "subject"
    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v3
    aput-object v3, v7, v2
    const/4 v2, 0x1
    const-string v3, "tutor"
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v4
    const-string v5, "tutor"
    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v3
    aput-object v3, v7, v2
    invoke-static {v7}, Landroidx/work/DataKt;->workDataOf([Lkotlin/Pair;)Landroidx/work/Data;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/OneTimeWorkRequest$Builder;
    move-result-object v0
    .line 86
    invoke-virtual {v0}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/OneTimeWorkRequest;
    move-result-object v0
    .line 84
    move-object v6, v0
    .line 87
    sget-object v0, Landroidx/work/WorkManager;->Companion:Landroidx/work/WorkManager$Companion;
    invoke-virtual {v9}, Lcom/tutortime/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroidx/work/WorkManager$Companion;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    check-cast v6, Landroidx/work/WorkRequest;
    invoke-virtual {v0, v6}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)V
    .line 88
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/tutortime/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 94
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/tutortime/SessionProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/tutortime/SessionProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tutortime/SessionProvider;->Companion:Lcom/tutortime/SessionProvider$Companion;
    .line 99
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
    sput-object v0, Lcom/tutortime/SessionProvider;->SCHOOL_APPS:Ljava/util/Set;
    return-void
.end method

