.class public final Lcom/visitloop/care/RosterProvider;
.super Landroid/content/ContentProvider;
.source "RosterProvider.kt"

.field public static final Companion:Lcom/visitloop/care/RosterProvider$Companion;
.field private final entry$delegate:Lkotlin/Lazy;
.field private final resumes:Lcom/visitloop/care/ResumeBook;
.field private final sessions$delegate:Lkotlin/Lazy;
.field private final calendar:Lcom/visitloop/care/ShiftCalendar;
.field private static final TAG:Ljava/lang/String; = "RosterProvider"

.method public constructor <init>()V
    .registers 3
    .line 10
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    new-instance v1, Lcom/visitloop/care/RosterProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/visitloop/care/RosterProvider$$ExternalSyntheticLambda0;-><init>(Lcom/visitloop/care/RosterProvider;)V
    move-object v0, v1
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v2, Lcom/visitloop/care/RosterProvider;->entry$delegate:Lkotlin/Lazy;
    .line 16
    new-instance v0, Lcom/visitloop/care/ResumeBook;
    invoke-direct {v0}, Lcom/visitloop/care/ResumeBook;-><init>()V
    iput-object v0, v2, Lcom/visitloop/care/RosterProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    .line 17
    new-instance v1, Lcom/visitloop/care/RosterProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, v2}, Lcom/visitloop/care/RosterProvider$$ExternalSyntheticLambda1;-><init>(Lcom/visitloop/care/RosterProvider;)V
    move-object v0, v1
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v2, Lcom/visitloop/care/RosterProvider;->sessions$delegate:Lkotlin/Lazy;
    .line 18
    new-instance v0, Lcom/visitloop/care/ShiftCalendar;
    invoke-direct {v0}, Lcom/visitloop/care/ShiftCalendar;-><init>()V
    iput-object v0, v2, Lcom/visitloop/care/RosterProvider;->calendar:Lcom/visitloop/care/ShiftCalendar;
    .line 10
    return-void
.end method

.method private final getEntry()Lcom/visitloop/care/CareEntryPoint;
    .registers 3
    .line 11
    iget-object v0, v2, Lcom/visitloop/care/RosterProvider;->entry$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/CareEntryPoint;
    .line 11
    return-object v0
.end method

.method private final getDirectory()Lcom/visitloop/care/NurseDirectory;
    .registers 2
    .line 14
    invoke-direct {v1}, Lcom/visitloop/care/RosterProvider;->getEntry()Lcom/visitloop/care/CareEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/visitloop/care/CareEntryPoint;->nurseDirectory()Lcom/visitloop/care/NurseDirectory;
    move-result-object v0
    return-object v0
.end method

.method private final getResumeTokens()Lcom/visitloop/care/TokenSource;
    .registers 2
    .line 15
    invoke-direct {v1}, Lcom/visitloop/care/RosterProvider;->getEntry()Lcom/visitloop/care/CareEntryPoint;
    move-result-object v0
    invoke-interface {v0}, Lcom/visitloop/care/CareEntryPoint;->resumeTokens()Lcom/visitloop/care/TokenSource;
    move-result-object v0
    return-object v0
.end method

.method private final getSessions()Lcom/visitloop/care/SessionBook;
    .registers 3
    .line 17
    iget-object v0, v2, Lcom/visitloop/care/RosterProvider;->sessions$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/SessionBook;
    .line 17
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "method"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 24
    invoke-virtual {v14}, Lcom/visitloop/care/RosterProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L31
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L31
    move-object v8, v0
    .line 25
    invoke-virtual {v14}, Lcom/visitloop/care/RosterProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v7, v8}, Lcom/visitloop/care/TokensKt;->isCareTeam(Landroid/content/Context;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L62
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a care-team app"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L62
    .line 26
    move-object/from16 v0, v17
    if-nez v17, :L71
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;
    :L71
    move-object v9, v0
    .line 27
    const-string v1, "negotiate"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L100
    invoke-direct {v14}, Lcom/visitloop/care/RosterProvider;->getSessions()Lcom/visitloop/care/SessionBook;
    move-result-object v0
    invoke-virtual {v0, v7}, Lcom/visitloop/care/SessionBook;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"session_token\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L100
    .line 28
    const-string v1, "execute_tool"
    invoke-static {v15, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L120
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L120
    .line 29
    invoke-direct {v14}, Lcom/visitloop/care/RosterProvider;->getSessions()Lcom/visitloop/care/SessionBook;
    move-result-object v0
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v9}, Lcom/visitloop/care/EnvelopesKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/visitloop/care/SessionBook;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L153
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L153
    .line 30
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    move-wide v10, v0
    invoke-static {v9}, Lcom/visitloop/care/EnvelopesKt;->getDeadlineAt(Landroid/os/Bundle;)J
    move-result-wide v0
    move-wide v12, v0
    const-wide/16 v0, 0x1L
    cmp-long v0, v0, v12
    if-gtz v0, :L188
    cmp-long v0, v12, v10
    if-gez v0, :L184
    const/4 v0, 0x1
    goto :L189
    :L184
    const/4 v0, 0x0
    goto :L189
    :L188
    const/4 v0, 0x0
    :L189
    if-eqz v0, :L203
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :t_203
    :L203
    .line 31
    nop
    .line 32
    invoke-static {v9}, Lcom/visitloop/care/EnvelopesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v9}, Lcom/visitloop/care/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v3
    invoke-static {v9}, Lcom/visitloop/care/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v14, v7, v2, v3, v4}, Lcom/visitloop/care/RosterProvider;->dispatch(ILjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v10, v0
    :t_227
    goto :L255
    :L230
    .line 33
    move-exception v0
    move-object v11, v0
    .line 34
    const-string v0, "RosterProvider"
    const-string v1, "roster tool failed"
    check-cast v11, Ljava/lang/Throwable;
    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 35
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "the roster is unavailable"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/visitloop/care/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    move-object v10, v0
    :L255
    .line 31
    return-object v10
    .catch Ljava/lang/Exception; {:t_203 .. :t_227} :L230
.end method

.method private final dispatch(ILjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 13
    .line 39
    move-object v7, v10
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_8
    goto :L259
    :L68
    const-string v1, "sync_calendar"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L242
    goto :L259
    :L82
    const-string v1, "find_nurse"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L152
    goto :L259
    :L96
    const-string v1, "sync_contacts"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L250
    goto :L259
    :L110
    const-string v1, "nurse_shifts"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L186
    goto :L259
    :L124
    const-string v1, "release_shift"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L231
    goto :L259
    :L138
    const-string v1, "swap_shift"
    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L220
    goto :L259
    :L152
    .line 40
    invoke-direct {v8}, Lcom/visitloop/care/RosterProvider;->getDirectory()Lcom/visitloop/care/NurseDirectory;
    move-result-object v0
    const-string v2, "name"
    invoke-virtual {v11, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/visitloop/care/NurseDirectory;->lookup(Ljava/lang/String;)I
    move-result v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"nurse\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L271
    :L186
    .line 41
    invoke-direct {v8}, Lcom/visitloop/care/RosterProvider;->getDirectory()Lcom/visitloop/care/NurseDirectory;
    move-result-object v0
    const-string v2, "name"
    invoke-virtual {v11, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/visitloop/care/NurseDirectory;->shifts(Ljava/lang/String;)I
    move-result v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"shifts\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L271
    :L220
    .line 42
    invoke-direct {v8, v9, v11, v12}, Lcom/visitloop/care/RosterProvider;->swapShift(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L271
    :L231
    .line 43
    invoke-direct {v8, v9, v11, v12}, Lcom/visitloop/care/RosterProvider;->releaseShift(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L271
    :L242
    .line 44
    invoke-direct {v8, v11}, Lcom/visitloop/care/RosterProvider;->syncCalendar(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L271
    :L250
    .line 45
    invoke-direct {v8, v9, v11}, Lcom/visitloop/care/RosterProvider;->syncContacts(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L271
    :L259
    .line 46
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/visitloop/care/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L271
    .line 47
    return-object v0
    :sw_8
    .sparse-switch
        -0x2f8f69b6 -> :L124
        -0x2d84d92a -> :L138
        0x1a666d17 -> :L82
        0x1e113577 -> :L96
        0x25bbd393 -> :L110
        0x3542d062 -> :L68
    .end sparse-switch
.end method

.method private final swapShift(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 50
    const-string v1, "shift_id"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v5, v0
    .line 51
    iget-object v0, v8, Lcom/visitloop/care/RosterProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    const-string v2, "swap_shift"
    invoke-virtual {v0, v11, v9, v2}, Lcom/visitloop/care/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L67
    .line 52
    invoke-direct {v8}, Lcom/visitloop/care/RosterProvider;->getResumeTokens()Lcom/visitloop/care/TokenSource;
    move-result-object v0
    invoke-interface {v0}, Lcom/visitloop/care/TokenSource;->next()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 53
    iget-object v0, v8, Lcom/visitloop/care/RosterProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    const-string v2, "swap_shift"
    invoke-virtual {v0, v7, v9, v2}, Lcom/visitloop/care/ResumeBook;->hold(Ljava/lang/String;ILjava/lang/String;)V
    .line 54
    invoke-virtual {v8}, Lcom/visitloop/care/RosterProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v5, v6}, Lcom/visitloop/care/PendingIntentsKt;->confirmShiftIntent(Landroid/content/Context;J)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/visitloop/care/EnvelopesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L67
    .line 56
    iget-object v0, v8, Lcom/visitloop/care/RosterProvider;->calendar:Lcom/visitloop/care/ShiftCalendar;
    invoke-virtual {v0, v5, v6, v9}, Lcom/visitloop/care/ShiftCalendar;->swap(JI)V
    .line 57
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"swapped\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final releaseShift(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 61
    const-string v1, "shift_id"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v5, v0
    .line 62
    iget-object v0, v8, Lcom/visitloop/care/RosterProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    const-string v2, "release_shift"
    invoke-virtual {v0, v11, v9, v2}, Lcom/visitloop/care/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L64
    .line 63
    sget-object v0, Lcom/visitloop/care/SecureTokens;->INSTANCE:Lcom/visitloop/care/SecureTokens;
    invoke-virtual {v0}, Lcom/visitloop/care/SecureTokens;->next()Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 64
    iget-object v0, v8, Lcom/visitloop/care/RosterProvider;->resumes:Lcom/visitloop/care/ResumeBook;
    const-string v2, "release_shift"
    invoke-virtual {v0, v7, v9, v2}, Lcom/visitloop/care/ResumeBook;->hold(Ljava/lang/String;ILjava/lang/String;)V
    .line 65
    invoke-virtual {v8}, Lcom/visitloop/care/RosterProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v5, v6}, Lcom/visitloop/care/PendingIntentsKt;->releaseShiftIntent(Landroid/content/Context;J)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/visitloop/care/EnvelopesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L64
    .line 67
    iget-object v0, v8, Lcom/visitloop/care/RosterProvider;->calendar:Lcom/visitloop/care/ShiftCalendar;
    invoke-virtual {v0, v5, v6, v9}, Lcom/visitloop/care/ShiftCalendar;->release(JI)V
    .line 68
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"released\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final syncCalendar(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 72
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v3, v0
    :t_4
    .line 73
    nop
    .line 74
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v5, v0
    .line 75
    iget-object v0, v6, Lcom/visitloop/care/RosterProvider;->calendar:Lcom/visitloop/care/ShiftCalendar;
    const-string v2, "week"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {v0, v1, v2, v5}, Lcom/visitloop/care/ShiftCalendar;->publish(JI)V
    :t_26
    .line 77
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 78
    goto :L42
    :L33
    .line 77
    move-exception v0
    move-object v5, v0
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v5
    :L42
    .line 79
    const-string v0, "{\"synced\":true}"
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_4 .. :t_26} :L33
.end method

.method private final syncContacts(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 83
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v3, v0
    :t_4
    .line 84
    nop
    .line 85
    iget-object v0, v6, Lcom/visitloop/care/RosterProvider;->calendar:Lcom/visitloop/care/ShiftCalendar;
    const-string v2, "week"
    invoke-virtual {v8, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-virtual {v0, v1, v2, v7}, Lcom/visitloop/care/ShiftCalendar;->publish(JI)V
    :t_20
    .line 87
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 88
    goto :L36
    :L27
    .line 87
    move-exception v0
    move-object v5, v0
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v5
    :L36
    .line 89
    const-string v0, "{\"synced\":true}"
    invoke-static {v0}, Lcom/visitloop/care/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_4 .. :t_20} :L27
.end method

.method public static final entry_delegate$lambda$0(Lcom/visitloop/care/RosterProvider;)Lcom/visitloop/care/CareEntryPoint;
    .registers 3
    .line 12
    invoke-virtual {v2}, Lcom/visitloop/care/RosterProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-class v1, Lcom/visitloop/care/CareEntryPoint;
    invoke-static {v0, v1}, Ldagger/hilt/android/EntryPointAccessors;->fromApplication(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/CareEntryPoint;
    return-object v0
.end method

.method public static final sessions_delegate$lambda$0(Lcom/visitloop/care/RosterProvider;)Lcom/visitloop/care/SessionBook;
    .registers 4
    .line 17
    new-instance v0, Lcom/visitloop/care/SessionBook;
    invoke-virtual {v3}, Lcom/visitloop/care/RosterProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "null cannot be cast to non-null type com.visitloop.care.VisitApp"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v1, Lcom/visitloop/care/VisitApp;
    invoke-virtual {v1}, Lcom/visitloop/care/VisitApp;->getSessionTokens()Lcom/visitloop/care/TokenSource;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/visitloop/care/SessionBook;-><init>(Lcom/visitloop/care/TokenSource;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/visitloop/care/RosterProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/visitloop/care/RosterProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/visitloop/care/RosterProvider;->Companion:Lcom/visitloop/care/RosterProvider$Companion;
    return-void
.end method

