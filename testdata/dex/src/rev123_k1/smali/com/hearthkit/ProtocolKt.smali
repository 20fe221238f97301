.class public final Lcom/hearthkit/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"

# static fields
.field private static final RETRYABLE:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4
    .line 59
    const/4 v0, 0x3
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "NEGOTIATION_REQUIRED"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "RATE_LIMITED"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "UNAVAILABLE"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/hearthkit/ProtocolKt;->RETRYABLE:Ljava/util/Set;
    return-void
.end method

.method public static final synthetic access$getRETRYABLE$p()Ljava/util/Set;
    .registers 1
    .line 1
    sget-object v0, Lcom/hearthkit/ProtocolKt;->RETRYABLE:Ljava/util/Set;
    return-object v0
.end method

.method public static final fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "code"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    new-instance v1, Lcom/hearthkit/Outcome$Failed;
    invoke-direct {v1, p1, p2}, Lcom/hearthkit/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v1, Lcom/hearthkit/Outcome;
    invoke-static {p0, v1}, Lcom/hearthkit/ProtocolKt;->reply(Lcom/hearthkit/Request;Lcom/hearthkit/Outcome;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private static final putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6
    .line 53
    const-string v0, "status"
    const-string v1, "error"
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    const-string v0, "error_code"
    invoke-virtual {p0, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    const-string v0, "error_message"
    invoke-virtual {p0, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 56
    const-string v0, "retryable"
    invoke-virtual {p0, v0, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 57
    return-void
.end method

.method public static final reply(Lcom/hearthkit/Request;Lcom/hearthkit/Outcome;)Landroid/os/Bundle;
    .registers 11
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "outcome"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    new-instance v5, Landroid/os/Bundle;
    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V
    move-object v6, v5
    const/4 v7, 0x0
    .line 34
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 35
    invoke-virtual {p0}, Lcom/hearthkit/Request;->getRequestId()Ljava/lang/String;
    move-result-object v2
    const-string v1, "request_id"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    move-object v8, p1
    .line 37
    instance-of v0, v8, Lcom/hearthkit/Outcome$Value;
    if-eqz v0, :L99
    .line 38
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "kind"
    const-string v4, "inline"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    move-object v4, p1
    check-cast v4, Lcom/hearthkit/Outcome$Value;
    invoke-virtual {v4}, Lcom/hearthkit/Outcome$Value;->getJson()Lorg/json/JSONObject;
    move-result-object v4
    const-string v3, "value"
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "data"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L197
:L99
    .line 41
    instance-of v0, v8, Lcom/hearthkit/Outcome$Failed;
    if-eqz v0, :L135
    move-object v1, p1
    check-cast v1, Lcom/hearthkit/Outcome$Failed;
    invoke-virtual {v1}, Lcom/hearthkit/Outcome$Failed;->getCode()Ljava/lang/String;
    move-result-object v1
    move-object v2, p1
    check-cast v2, Lcom/hearthkit/Outcome$Failed;
    invoke-virtual {v2}, Lcom/hearthkit/Outcome$Failed;->getMessage()Ljava/lang/String;
    move-result-object v2
    move-object v3, p1
    check-cast v3, Lcom/hearthkit/Outcome$Failed;
    invoke-virtual {v3}, Lcom/hearthkit/Outcome$Failed;->getRetryable()Z
    move-result v3
    invoke-static {v6, v1, v2, v3}, Lcom/hearthkit/ProtocolKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    goto :L197
:L135
    .line 42
    instance-of v0, v8, Lcom/hearthkit/Outcome$NeedsUser;
    if-eqz v0, :L189
    .line 43
    move-object v2, p1
    check-cast v2, Lcom/hearthkit/Outcome$NeedsUser;
    invoke-virtual {v2}, Lcom/hearthkit/Outcome$NeedsUser;->getMessage()Ljava/lang/String;
    move-result-object v2
    const-string v1, "USER_ACTION_REQUIRED"
    const/4 v3, 0x0
    invoke-static {v6, v1, v2, v3}, Lcom/hearthkit/ProtocolKt;->putError(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)V
    .line 44
    move-object v2, p1
    check-cast v2, Lcom/hearthkit/Outcome$NeedsUser;
    invoke-virtual {v2}, Lcom/hearthkit/Outcome$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 45
    move-object v2, p1
    check-cast v2, Lcom/hearthkit/Outcome$NeedsUser;
    invoke-virtual {v2}, Lcom/hearthkit/Outcome$NeedsUser;->getResumeToken()Ljava/lang/String;
    move-result-object v2
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L197
:L189
    .line 36
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L197
    .line 48
    return-object v5
.end method

.method public static final varargs value([Lkotlin/Pair;)Lcom/hearthkit/Outcome;
    .registers 12
    const-string v1, "pairs"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    move-object v3, v2
    .line 61
    const/4 v4, 0x0
    .line 31
    const/4 v5, 0x0
    array-length v6, p0
:L25
    if-ge v5, v6, :L70
    aget-object v7, p0, v5
    invoke-virtual {v7}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v8
    check-cast v8, Ljava/lang/String;
    invoke-virtual {v7}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object v9
    invoke-virtual {v3, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    add-int/lit8 v5, v5, 0x1
    goto :L25
:L70
    move-object v10, v2
    new-instance v0, Lcom/hearthkit/Outcome$Value;
    invoke-direct {v0, v10}, Lcom/hearthkit/Outcome$Value;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/hearthkit/Outcome;
    return-object v0
.end method
