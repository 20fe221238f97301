.class public final Lcom/example/r33k1/LatchkeyProvider;
.super Landroid/content/ContentProvider;
.source "LatchkeyProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r33k1/LatchkeyProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLatchkeyProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LatchkeyProvider.kt\ncom/example/r33k1/LatchkeyProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,151:1\n1#2:152\n*E\n"
.end annotation

.field public static final CATALOG:Ljava/lang/String; = "{\"revision\":\"latchkey-7\",\"tools\":[]}"

.field public static final Companion:Lcom/example/r33k1/LatchkeyProvider$Companion;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/LatchkeyProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r33k1/LatchkeyProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r33k1/LatchkeyProvider;->Companion:Lcom/example/r33k1/LatchkeyProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final cancel(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 132
    const-string v0, "operation_id"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-nez p3, :cond_a
    const-string p3, ""
    :cond_a
    invoke-static {p3}, Lcom/example/r33k1/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    .line 133
    sget-object v0, Lcom/example/r33k1/OperationStore;->INSTANCE:Lcom/example/r33k1/OperationStore;
    invoke-virtual {v0, p1, p3}, Lcom/example/r33k1/OperationStore;->load-wuFrDws(Landroid/content/Context;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    const/4 v1, 0x0
    if-eqz v0, :cond_2e
    move-object v2, v0
    .local v2, "it":Lorg/json/JSONObject;
    const/4 v3, 0x0
    .local v3, "$i$a$-takeIf-LatchkeyProvider$cancel$op$1":I
    const-string v4, "uid"
    const/4 v5, -0x1
    invoke-virtual {v2, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v4
    if-ne v4, p2, :cond_29
    const/4 v4, 0x1
    goto :goto_2a
    :cond_29
    const/4 v4, 0x0
    .line 152
    :goto_2a
    .end local v2    # "it":Lorg/json/JSONObject;
    .end local v3    # "$i$a$-takeIf-LatchkeyProvider$cancel$op$1":I
    .line 133
    if-eqz v4, :cond_2e
    move-object v1, v0
    :cond_2e
    if-nez v1, :cond_3b
    .line 134
    const-string p1, "INVALID_REQUEST"
    const-string p2, "unknown operation"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 133
    :cond_3b
    .line 135
    sget-object p2, Lcom/example/r33k1/OperationStore;->INSTANCE:Lcom/example/r33k1/OperationStore;
    invoke-virtual {p2, p1, p3, v1}, Lcom/example/r33k1/OperationStore;->requestCancel-SoDRl9A(Landroid/content/Context;Ljava/lang/String;Lorg/json/JSONObject;)V
    .line 136
    const-string p1, "{\"state\":\"cancellation_requested\"}"
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final doorState(Lcom/example/r33k1/LockCommand$DoorState;)Landroid/os/Bundle;
    .registers 5
    .line 55
    new-instance v0, Lcom/example/r33k1/LatchkeyProvider$doorState$1;
    const/4 v1, 0x0
    invoke-direct {v0, p1, v1}, Lcom/example/r33k1/LatchkeyProvider$doorState$1;-><init>(Lcom/example/r33k1/LockCommand$DoorState;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 p1, 0x1
    invoke-static {v1, v0, p1, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    .line 59
    return-object p1
.end method

.method private final execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 38
    sget-object v0, Lcom/example/r33k1/LockCommand;->Companion:Lcom/example/r33k1/LockCommand$Companion;
    invoke-static {p3}, Lcom/example/r33k1/RequestsKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-static {p3}, Lcom/example/r33k1/RequestsKt;->getArgsJson(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/example/r33k1/LockCommand$Companion;->parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r33k1/LockCommand;
    move-result-object v0
    if-nez v0, :cond_1f
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 40
    :cond_1f
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$LockAll;
    if-eqz v1, :cond_4a
    sget-object p1, Lcom/example/r33k1/LockHub;->INSTANCE:Lcom/example/r33k1/LockHub;
    invoke-virtual {p1, p2}, Lcom/example/r33k1/LockHub;->lockAll(I)I
    move-result p1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"locked\":"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string p3, "}"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 41
    :cond_4a
    invoke-static {p3}, Lcom/example/r33k1/RequestsKt;->getDeadlinePassed(Landroid/os/Bundle;)Z
    move-result v1
    if-eqz v1, :cond_5b
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 43
    :cond_5b
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$DoorState;
    if-eqz v1, :cond_68
    check-cast v0, Lcom/example/r33k1/LockCommand$DoorState;
    invoke-direct {p0, v0}, Lcom/example/r33k1/LatchkeyProvider;->doorState(Lcom/example/r33k1/LockCommand$DoorState;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 44
    :cond_68
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$Unlock;
    if-eqz v1, :cond_75
    check-cast v0, Lcom/example/r33k1/LockCommand$Unlock;
    invoke-direct {p0, p1, p2, v0}, Lcom/example/r33k1/LatchkeyProvider;->unlock(Landroid/content/Context;ILcom/example/r33k1/LockCommand$Unlock;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 45
    :cond_75
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$Lock;
    if-eqz v1, :cond_82
    check-cast v0, Lcom/example/r33k1/LockCommand$Lock;
    invoke-direct {p0, p2, v0}, Lcom/example/r33k1/LatchkeyProvider;->lock(ILcom/example/r33k1/LockCommand$Lock;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 46
    :cond_82
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$History;
    if-eqz v1, :cond_8f
    check-cast v0, Lcom/example/r33k1/LockCommand$History;
    invoke-direct {p0, v0}, Lcom/example/r33k1/LatchkeyProvider;->history(Lcom/example/r33k1/LockCommand$History;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 47
    :cond_8f
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$Rekey;
    if-eqz v1, :cond_9c
    check-cast v0, Lcom/example/r33k1/LockCommand$Rekey;
    invoke-direct {p0, p1, p2, v0}, Lcom/example/r33k1/LatchkeyProvider;->rekey(Landroid/content/Context;ILcom/example/r33k1/LockCommand$Rekey;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 48
    :cond_9c
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$InviteGuest;
    if-eqz v1, :cond_ad
    check-cast v0, Lcom/example/r33k1/LockCommand$InviteGuest;
    invoke-static {p3}, Lcom/example/r33k1/RequestsKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object p3
    invoke-direct {p0, p1, p2, v0, p3}, Lcom/example/r33k1/LatchkeyProvider;->invite-J2Mmreg(Landroid/content/Context;ILcom/example/r33k1/LockCommand$InviteGuest;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 49
    :cond_ad
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$RegisterPhoneKey;
    if-eqz v1, :cond_ba
    check-cast v0, Lcom/example/r33k1/LockCommand$RegisterPhoneKey;
    invoke-direct {p0, p1, p2, v0}, Lcom/example/r33k1/LatchkeyProvider;->registerPhoneKey(Landroid/content/Context;ILcom/example/r33k1/LockCommand$RegisterPhoneKey;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 50
    :cond_ba
    instance-of v1, v0, Lcom/example/r33k1/LockCommand$ListPhoneKeys;
    if-eqz v1, :cond_c5
    invoke-direct {p0, p1, p2}, Lcom/example/r33k1/LatchkeyProvider;->listPhoneKeys(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 51
    :cond_c5
    instance-of p1, v0, Lcom/example/r33k1/LockCommand$LockAll;
    if-eqz p1, :cond_d6
    const-string p1, "INVALID_REQUEST"
    const-string p2, "unreachable"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 42
    :goto_ret
    return-object p1
    :cond_d6
    new-instance p1, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p1}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p1
.end method

.method private final history(Lcom/example/r33k1/LockCommand$History;)Landroid/os/Bundle;
    .registers 5
    .line 77
    new-instance v0, Lcom/example/r33k1/LatchkeyProvider$history$1;
    const/4 v1, 0x0
    invoke-direct {v0, p1, v1}, Lcom/example/r33k1/LatchkeyProvider$history$1;-><init>(Lcom/example/r33k1/LockCommand$History;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 p1, 0x1
    invoke-static {v1, v0, p1, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    .line 82
    return-object p1
.end method

.method private final invite-J2Mmreg(Landroid/content/Context;ILcom/example/r33k1/LockCommand$InviteGuest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 104
    if-nez p4, :cond_28
    .line 105
    sget-object p4, Lcom/example/r33k1/ResumeToken;->Companion:Lcom/example/r33k1/ResumeToken$Companion;
    invoke-virtual {p4}, Lcom/example/r33k1/ResumeToken$Companion;->mint-m_6iFNE()Ljava/lang/String;
    move-result-object p4
    .line 106
    sget-object v0, Lcom/example/r33k1/PendingInvites;->INSTANCE:Lcom/example/r33k1/PendingInvites;
    new-instance v1, Lcom/example/r33k1/Invite;
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$InviteGuest;->getDoor()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$InviteGuest;->getGuest()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, p2, v2, v3}, Lcom/example/r33k1/Invite;-><init>(ILjava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, p4, v1}, Lcom/example/r33k1/PendingInvites;->hold-zQUeBWQ(Ljava/lang/String;Lcom/example/r33k1/Invite;)V
    .line 107
    const-string p2, "invite_guest"
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$InviteGuest;->getGuest()Ljava/lang/String;
    move-result-object p3
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/example/r33k1/LatchkeyProvider;->needsUser-J2Mmreg(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 109
    :cond_28
    sget-object p1, Lcom/example/r33k1/PendingInvites;->INSTANCE:Lcom/example/r33k1/PendingInvites;
    invoke-virtual {p1, p4, p2}, Lcom/example/r33k1/PendingInvites;->take-zQUeBWQ(Ljava/lang/String;I)Lcom/example/r33k1/Invite;
    move-result-object p1
    if-nez p1, :cond_3b
    const-string p1, "INVALID_REQUEST"
    const-string p2, "resume token not valid"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 110
    :cond_3b
    sget-object p2, Lcom/example/r33k1/GuestBook;->INSTANCE:Lcom/example/r33k1/GuestBook;
    invoke-virtual {p1}, Lcom/example/r33k1/Invite;->getDoor()Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1}, Lcom/example/r33k1/Invite;->getGuest()Ljava/lang/String;
    move-result-object p4
    invoke-virtual {p2, p3, p4}, Lcom/example/r33k1/GuestBook;->add(Ljava/lang/String;Ljava/lang/String;)V
    .line 111
    invoke-virtual {p1}, Lcom/example/r33k1/Invite;->getGuest()Ljava/lang/String;
    move-result-object p1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"invited\":\""
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string p3, "\"}"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final listPhoneKeys(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 4
    .line 121
    invoke-static {p1, p2}, Lcom/example/r33k1/CallersKt;->soleOwner(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_11
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "ambiguous caller"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 122
    :cond_11
    sget-object p2, Lcom/example/r33k1/GuestBook;->INSTANCE:Lcom/example/r33k1/GuestBook;
    invoke-virtual {p2, p1}, Lcom/example/r33k1/GuestBook;->phoneKeysOf(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final lock(ILcom/example/r33k1/LockCommand$Lock;)Landroid/os/Bundle;
    .registers 7
    .line 68
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 69
    nop
    .line 70
    :try_start_5
    sget-object v2, Lcom/example/r33k1/LockHub;->INSTANCE:Lcom/example/r33k1/LockHub;
    invoke-virtual {p2}, Lcom/example/r33k1/LockCommand$Lock;->getDoor()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x1
    invoke-virtual {v2, v3, v4, p1}, Lcom/example/r33k1/LockHub;->setLocked(Ljava/lang/String;ZI)V
    :try_end_10
    .catchall {:try_start_5 .. :try_end_10} :catchall_29
    .line 72
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 73
    nop
    .line 74
    invoke-virtual {p2}, Lcom/example/r33k1/LockCommand$Lock;->getDoor()Ljava/lang/String;
    move-result-object p1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"locked\":\""
    invoke-virtual {p2, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v2, "\"}"
    invoke-virtual {p2, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 72
    :catchall_29
    move-exception p1
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method private final needsUser-J2Mmreg(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 140
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r33k1/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "tool"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    const-string v0, "subject"
    invoke-virtual {p2, v0, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    .line 141
    const-string p3, "USER_ACTION_REQUIRED"
    const-string v0, "confirm in Latchkey"
    invoke-static {p3, v0}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p3
    move-object v0, p3
    .local v0, "$this$needsUser_J2Mmreg_u24lambda_u240":Landroid/os/Bundle;
    const/4 v1, 0x0
    .line 142
    .local v1, "$i$a$-apply-LatchkeyProvider$needsUser$1":I
    const-string v2, "resolution"
    const/4 v3, 0x0
    const/high16 v4, 0x4000000
    invoke-static {p1, v3, p2, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 143
    if-eqz p4, :cond_3d
    const-string p1, "resume_token"
    invoke-virtual {v0, p1, p4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 144
    :cond_3d
    nop
    .line 141
    .end local v0    # "$this$needsUser_J2Mmreg_u24lambda_u240":Landroid/os/Bundle;
    .end local v1    # "$i$a$-apply-LatchkeyProvider$needsUser$1":I
    return-object p3
.end method

.method private final operation(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    .line 126
    const-string v0, "operation_id"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    if-nez p2, :cond_a
    const-string p2, ""
    :cond_a
    invoke-static {p2}, Lcom/example/r33k1/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 127
    sget-object v0, Lcom/example/r33k1/OperationStore;->INSTANCE:Lcom/example/r33k1/OperationStore;
    invoke-virtual {v0, p1, p2}, Lcom/example/r33k1/OperationStore;->load-wuFrDws(Landroid/content/Context;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object p1
    if-nez p1, :cond_21
    const-string p1, "INVALID_REQUEST"
    const-string p2, "unknown operation"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 128
    :cond_21
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "toString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final registerPhoneKey(Landroid/content/Context;ILcom/example/r33k1/LockCommand$RegisterPhoneKey;)Landroid/os/Bundle;
    .registers 6
    .line 115
    invoke-static {p1, p2}, Lcom/example/r33k1/CallersKt;->ownerPackage(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_11
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "unknown caller"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 116
    :cond_11
    sget-object p2, Lcom/example/r33k1/GuestBook;->INSTANCE:Lcom/example/r33k1/GuestBook;
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$RegisterPhoneKey;->getDoor()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p2, v0, p1}, Lcom/example/r33k1/GuestBook;->addPhoneKey(Ljava/lang/String;Ljava/lang/String;)V
    .line 117
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$RegisterPhoneKey;->getDoor()Ljava/lang/String;
    move-result-object p2
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"door\":\""
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    const-string v0, "\",\"key\":\""
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    const-string v0, "\"}"
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final rekey(Landroid/content/Context;ILcom/example/r33k1/LockCommand$Rekey;)Landroid/os/Bundle;
    .registers 12
    .line 85
    sget-object v0, Lcom/example/r33k1/OperationStore;->INSTANCE:Lcom/example/r33k1/OperationStore;
    const-string v1, "rekey_lock"
    invoke-virtual {v0, p1, p2, v1}, Lcom/example/r33k1/OperationStore;->start-GAGiSOo(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 86
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    .line 87
    nop
    .line 88
    :try_start_e
    new-instance v2, Landroid/content/Intent;
    const-class v3, Lcom/example/r33k1/RekeyService;
    invoke-direct {v2, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v3, v2
    .local v3, "$this$rekey_u24lambda_u240":Landroid/content/Intent;
    const/4 v4, 0x0
    .line 89
    .local v4, "$i$a$-apply-LatchkeyProvider$rekey$1":I
    const-string v5, "door"
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$Rekey;->getDoor()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v3, v5, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 90
    const-string v5, "operation_id"
    invoke-virtual {v3, v5, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 91
    const-string v5, "requested_by"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    invoke-virtual {v3, v5, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    .line 92
    nop
    .line 88
    .end local v3    # "$this$rekey_u24lambda_u240":Landroid/content/Intent;
    .end local v4    # "$i$a$-apply-LatchkeyProvider$rekey$1":I
    invoke-virtual {p1, v2}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;
    :try_end_36
    .catchall {:try_start_e .. :try_end_36} :catchall_7a
    .line 94
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 95
    nop
    .line 96
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    move-object p3, p1
    .local p3, "$this$rekey_u24lambda_u241":Landroid/os/Bundle;
    const/4 v0, 0x0
    .line 97
    .local v0, "$i$a$-apply-LatchkeyProvider$rekey$2":I
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 98
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 99
    const-string v1, "data"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"operation_id\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "\",\"poll_after_ms\":1000}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p3, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 100
    nop
    .line 96
    .end local v0    # "$i$a$-apply-LatchkeyProvider$rekey$2":I
    .end local p3    # "$this$rekey_u24lambda_u241":Landroid/os/Bundle;
    return-object p1
    .line 94
    :catchall_7a
    move-exception p1
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method private final unlock(Landroid/content/Context;ILcom/example/r33k1/LockCommand$Unlock;)Landroid/os/Bundle;
    .registers 7
    .line 62
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$Unlock;->getApproved()Z
    move-result v0
    if-nez v0, :cond_14
    const-string p2, "unlock_door"
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$Unlock;->getDoor()Ljava/lang/String;
    move-result-object p3
    const/4 v0, 0x0
    invoke-direct {p0, p1, p2, p3, v0}, Lcom/example/r33k1/LatchkeyProvider;->needsUser-J2Mmreg(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 63
    :cond_14
    sget-object p1, Lcom/example/r33k1/LockHub;->INSTANCE:Lcom/example/r33k1/LockHub;
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$Unlock;->getDoor()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1, p2}, Lcom/example/r33k1/LockHub;->setLocked(Ljava/lang/String;ZI)V
    .line 64
    invoke-virtual {p3}, Lcom/example/r33k1/LockCommand$Unlock;->getDoor()Ljava/lang/String;
    move-result-object p1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"unlocked\":\""
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string p3, "\"}"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 23
    invoke-virtual {p0}, Lcom/example/r33k1/LatchkeyProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :cond_f
    const/4 p1, 0x0
    return-object p1
    .line 24
    :cond_f
    invoke-static {v0, p2}, Lcom/example/r33k1/RequestsKt;->isTrustedCaller(Landroid/content/Context;I)Z
    move-result v1
    if-nez v1, :cond_20
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 25
    :cond_20
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_37
    sget-object p1, Lcom/example/r33k1/Sessions;->INSTANCE:Lcom/example/r33k1/Sessions;
    invoke-virtual {p1, p2}, Lcom/example/r33k1/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_37
    if-nez p3, :cond_44
    const-string p1, "INVALID_REQUEST"
    const-string p2, "missing extras"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 27
    :cond_44
    sget-object v1, Lcom/example/r33k1/Sessions;->INSTANCE:Lcom/example/r33k1/Sessions;
    invoke-static {p3}, Lcom/example/r33k1/RequestsKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, p2}, Lcom/example/r33k1/Sessions;->valid(Ljava/lang/String;I)Z
    move-result v1
    if-nez v1, :cond_5b
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 28
    :cond_5b
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_d0
    goto :goto_c3
    :sswitch_63
    const-string v1, "get_operation"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_b8
    goto :goto_c3
    :sswitch_6d
    const-string v1, "execute_tool"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_af
    goto :goto_c3
    :sswitch_77
    const-string v1, "list_tools"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_a6
    goto :goto_c3
    :sswitch_81
    const-string v1, "cancel_operation"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_bd
    goto :goto_c3
    .line 29
    :cond_a6
    const-string p1, "{\"revision\":\"latchkey-7\",\"tools\":[]}"
    invoke-static {p1}, Lcom/example/r33k1/RequestsKt;->successReply(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_cf
    .line 30
    :cond_af
    invoke-direct {p0, v0, p2, p3}, Lcom/example/r33k1/LatchkeyProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_cf
    .line 31
    :cond_b8
    invoke-direct {p0, v0, p3}, Lcom/example/r33k1/LatchkeyProvider;->operation(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_cf
    .line 32
    :cond_bd
    invoke-direct {p0, v0, p2, p3}, Lcom/example/r33k1/LatchkeyProvider;->cancel(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_cf
    .line 33
    :goto_c3
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r33k1/RequestsKt;->errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 28
    :goto_cf
    return-object p1

    :sswitch_data_d0
    .sparse-switch
        -0x7e355442 -> :sswitch_63
        -0x503e73de -> :sswitch_6d
        0x2a3a6efa -> :sswitch_77
        0x7571ade2 -> :sswitch_81
    .end sparse-switch
.end method

.method public onCreate()Z
    .registers 5
    .line 17
    sget-object v0, Lcom/example/r33k1/LockHub;->INSTANCE:Lcom/example/r33k1/LockHub;
    invoke-virtual {p0}, Lcom/example/r33k1/LatchkeyProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "latchkey"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v2, "getSharedPreferences(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/example/r33k1/LockHub;->setPrefs(Landroid/content/SharedPreferences;)V
    .line 18
    const/4 v0, 0x1
    return v0
.end method
