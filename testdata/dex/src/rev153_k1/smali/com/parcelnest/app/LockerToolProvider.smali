.class public final Lcom/parcelnest/app/LockerToolProvider;
.super Landroid/content/ContentProvider;
.source "LockerToolProvider.kt"


# static fields
.field public static final Companion:Lcom/parcelnest/app/LockerToolProvider$Companion;

.field public static final LOCKERS_APP:Ljava/lang/String; = "com.parcelnest.lockers"

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.parcelnest.app.lockers"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Parcelnest Lockers"

.field private static final SCOPES:Ljava/lang/String; = "[{\"name\":\"lockers.read\",\"title\":\"See lockers and reservations\",\"description\":\"Lockers near you and your reservations\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"lockers.write\",\"title\":\"Use lockers\",\"description\":\"Reserve and open lockers, share pickup codes\",\"access\":\"write\",\"sensitivity\":\"device\"}]"


# instance fields
.field private audit:Lcom/parcelnest/app/AuditTrail;

.field private db:Lcom/parcelnest/app/ParcelDb;

.field private final tools:Lcom/parcelnest/app/ToolSet;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/parcelnest/app/LockerToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/parcelnest/app/LockerToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/parcelnest/app/LockerToolProvider;->Companion:Lcom/parcelnest/app/LockerToolProvider$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 19
    new-instance v1, Lcom/parcelnest/app/ToolSet;

    invoke-direct {v1}, Lcom/parcelnest/app/ToolSet;-><init>()V

    iput-object v1, p0, Lcom/parcelnest/app/LockerToolProvider;->tools:Lcom/parcelnest/app/ToolSet;

    .line 22
    iget-object v0, p0, Lcom/parcelnest/app/LockerToolProvider;->tools:Lcom/parcelnest/app/ToolSet;

    new-instance v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/parcelnest/app/LockerToolProvider;)V

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ToolSet;->invoke(Lkotlin/jvm/functions/Function1;)Lcom/parcelnest/app/ToolSet;

    .line 16
    return-void
.end method

.method public static final _init_$lambda$0(Lcom/parcelnest/app/LockerToolProvider;Lcom/parcelnest/app/ToolSet;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$tools"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    const-string v1, "lockers-7"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolSet;->setRevision(Ljava/lang/String;)V

    .line 24
    sget-object v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda11;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda11;

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolSet;->admit(Lkotlin/jvm/functions/Function2;)V

    .line 28
    sget-object v2, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda12;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda12;

    const-string v1, "find_lockers"

    invoke-virtual {p1, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 42
    sget-object v2, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda13;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda13;

    const-string v1, "reserve_locker"

    invoke-virtual {p1, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 67
    new-instance v2, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda14;

    invoke-direct {v2, p0}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda14;-><init>(Lcom/parcelnest/app/LockerToolProvider;)V

    const-string v1, "open_locker"

    invoke-virtual {p1, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 91
    new-instance v2, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda15;

    invoke-direct {v2, p0}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda15;-><init>(Lcom/parcelnest/app/LockerToolProvider;)V

    const-string v1, "share_pickup_code"

    invoke-virtual {p1, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 115
    sget-object v2, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda16;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda16;

    const-string v1, "export_reservations"

    invoke-virtual {p1, v1, v2}, Lcom/parcelnest/app/ToolSet;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 128
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final askUser(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 16

    .line 192
    invoke-virtual {p0}, Lcom/parcelnest/app/LockerToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v5, v0

    .line 193
    invoke-virtual {p2, p3}, Lcom/parcelnest/app/Tool;->resolutionFor(Lorg/json/JSONObject;)Lcom/parcelnest/app/ResolutionSpec;

    move-result-object v6

    .line 194
    sget-object v0, Lcom/parcelnest/app/Tickets;->INSTANCE:Lcom/parcelnest/app/Tickets;

    new-instance v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1, p1, p2}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;)V

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/Tickets;->state(Lkotlin/jvm/functions/Function1;)Ljava/lang/String;

    move-result-object v7

    .line 202
    new-instance v9, Landroid/content/Intent;

    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getAction()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v9, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    move-object v10, v9

    const/4 v11, 0x0

    .line 203
    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getTarget()Landroid/content/ComponentName;

    move-result-object v1

    move-object v0, v10

    if-nez v1, :cond_0

    new-instance v1, Landroid/content/ComponentName;

    const-class v4, Lcom/parcelnest/app/ConfirmActivity;

    invoke-direct {v1, v5, v4}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    :cond_0
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    .line 204
    const-string v1, "com.parcelnest.app.extra.TOKEN"

    invoke-virtual {v10, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 205
    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getSummary()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.parcelnest.app.extra.SUMMARY"

    invoke-virtual {v10, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 202
    move-object v8, v9

    .line 207
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getFlags()I

    move-result v3

    invoke-static {v5, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v9

    .line 208
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getSummary()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Confirm in Parcelnest: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v9, v7, v2}, Lcom/parcelnest/app/RepliesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final askUser$lambda$0(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lcom/parcelnest/app/TicketState;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$state"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 195
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setUid(I)V

    .line 196
    const-string v1, "com.parcelnest.app.lockers"

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setProviderId(Ljava/lang/String;)V

    .line 197
    invoke-virtual {p1}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setTool(Ljava/lang/String;)V

    .line 198
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setArgsDigest(Ljava/lang/String;)V

    .line 199
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setRequestId(Ljava/lang/String;)V

    .line 200
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    const-wide/32 v3, 0x927c0

    add-long/2addr v1, v3

    invoke-virtual {p2, v1, v2}, Lcom/parcelnest/app/TicketState;->setExpiresAt(J)V

    .line 201
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final bridgeIntent(Ljava/lang/String;Lcom/parcelnest/app/Reservation;)Landroid/content/Intent;
    .registers 7

    .line 213
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/parcelnest/app/LockerToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const-class v3, Lcom/parcelnest/app/LockerBridgeService;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {v0, p1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 214
    invoke-virtual {p2}, Lcom/parcelnest/app/Reservation;->getId()J

    move-result-wide v2

    const-string v1, "com.parcelnest.app.extra.RESERVATION"

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v0

    .line 215
    invoke-virtual {p2}, Lcom/parcelnest/app/Reservation;->getLockerId()J

    move-result-wide v2

    const-string v1, "com.parcelnest.app.extra.LOCKER"

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v0

    const-string v2, "putExtra(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final execute(Lcom/parcelnest/app/ToolCall;)Lkotlin/jvm/functions/Function1;
    .registers 13

    .line 165
    iget-object v0, p0, Lcom/parcelnest/app/LockerToolProvider;->tools:Lcom/parcelnest/app/ToolSet;

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ToolSet;->get(Ljava/lang/String;)Lcom/parcelnest/app/Tool;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No tool of that name."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v5, v0

    .line 166
    sget-object v0, Lcom/parcelnest/app/Assistants;->INSTANCE:Lcom/parcelnest/app/Assistants;

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/Assistants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    invoke-virtual {v5}, Lcom/parcelnest/app/Tool;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 167
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This assistant lacks a scope the tool needs."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 169
    :cond_1
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_2

    const-string v0, "INVALID_ARGS"

    const-string v1, "args must be a JSON object."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v6, v0

    .line 170
    invoke-virtual {v5}, Lcom/parcelnest/app/Tool;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_4

    iget-object v0, p0, Lcom/parcelnest/app/LockerToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    if-nez v0, :cond_3

    const-string v0, "db"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getRetryKey()Lcom/parcelnest/app/RetryKey;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ParcelDb;->prior(Lcom/parcelnest/app/RetryKey;)Lcom/parcelnest/app/Prior;

    move-result-object v7

    if-eqz v7, :cond_4

    move-object v8, v7

    .line 233
    const/4 v9, 0x0

    .line 170
    invoke-virtual {v5}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v8, v1, v2}, Lcom/parcelnest/app/Prior;->replayFor(Ljava/lang/String;Ljava/lang/String;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 171
    :cond_4
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v7

    if-eqz v7, :cond_8

    move-object v8, v7

    const/4 v9, 0x0

    .line 173
    sget-object v0, Lcom/parcelnest/app/Tickets;->INSTANCE:Lcom/parcelnest/app/Tickets;

    invoke-virtual {v0, v8, p1}, Lcom/parcelnest/app/Tickets;->redeem(Ljava/lang/String;Lcom/parcelnest/app/ToolCall;)Ljava/lang/Boolean;

    move-result-object v10

    .line 174
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-direct {p0, p1, v5, v6}, Lcom/parcelnest/app/LockerToolProvider;->run(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_0

    .line 175
    :cond_5
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const-string v0, "USER_CANCELLED"

    const-string v1, "The user declined."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_0

    .line 176
    :cond_6
    if-nez v10, :cond_7

    const-string v0, "INVALID_REQUEST"

    const-string v1, "The resume token is unknown, used, or not this call\'s."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_0

    .line 173
    :cond_7
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    return-object v0

    .line 179
    :cond_8
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_9

    .line 180
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline passed before the tool started."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 182
    :cond_9
    invoke-virtual {v5}, Lcom/parcelnest/app/Tool;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_a

    invoke-virtual {v5, v6}, Lcom/parcelnest/app/Tool;->needsUser(Lorg/json/JSONObject;)Z

    move-result v0

    if-eqz v0, :cond_a

    invoke-direct {p0, p1, v5, v6}, Lcom/parcelnest/app/LockerToolProvider;->askUser(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 183
    :cond_a
    invoke-direct {p0, p1, v5, v6}, Lcom/parcelnest/app/LockerToolProvider;->run(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final lambda$0$0(Landroid/content/Context;I)Ljava/lang/String;
    .registers 11

    const-string v1, "$this$admit"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-static {p0, p1}, Lcom/parcelnest/app/CallersKt;->packagesOf(Landroid/content/Context;I)[Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    .line 234
    const/4 v4, 0x0

    array-length v5, v2

    :goto_0
    if-ge v4, v5, :cond_1

    aget-object v6, v2, v4

    move-object v7, v6

    const/4 v8, 0x0

    .line 25
    invoke-static {p0, v7}, Lcom/parcelnest/app/CallersKt;->signedAsPinned(Landroid/content/Context;Ljava/lang/String;)Z

    move-result v0

    .line 234
    if-eqz v0, :cond_0

    move-object v0, v6

    goto :goto_1

    :cond_0
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 235
    :cond_1
    const/4 v0, 0x0

    .line 25
    :goto_1
    return-object v0
.end method

.method public static final lambda$0$1(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$tool"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    const-string v1, "Find lockers"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 30
    const-string v1, "Lockers with a free compartment near a place, nearest first."

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 31
    sget-object v1, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 32
    const-string v1, "lockers.read"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 33
    const-string v1, "{\"type\":\"object\",\"properties\":{\"lat\":{\"type\":\"number\"},\"lon\":{\"type\":\"number\"},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"required\":[\"lat\",\"lon\"],\"additionalProperties\":false}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setInput(Ljava/lang/String;)V

    .line 35
    const-string v1, "{\"type\":\"object\",\"properties\":{\"lockers\":{\"type\":\"array\"}},\"required\":[\"lockers\"]}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 36
    sget-object v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda3;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 40
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final lambda$0$1$0(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 11

    const-string v1, "$this$handler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    const-string v1, "limit"

    const/16 v2, 0xa

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0x32

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v8

    .line 38
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v2

    const-string v4, "lat"

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->getDouble(Ljava/lang/String;)D

    move-result-wide v3

    const-string v6, "lon"

    invoke-virtual {p1, v6}, Lorg/json/JSONObject;->getDouble(Ljava/lang/String;)D

    move-result-wide v5

    move v7, v8

    invoke-virtual/range {v2 .. v7}, Lcom/parcelnest/app/ParcelDb;->lockersNear(DDI)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "lockers"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final lambda$0$2(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$tool"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    const-string v1, "Reserve a locker"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 44
    const-string v1, "Hold a compartment of a locker for one to seven days; the reply has the pickup code."

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 45
    sget-object v1, Lcom/parcelnest/app/Effect;->CREATE:Lcom/parcelnest/app/Effect;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 46
    const-string v1, "moderate"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setRisk(Ljava/lang/String;)V

    .line 47
    const-string v1, "provider_policy"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setConfirmation(Ljava/lang/String;)V

    .line 48
    const-string v1, "lockers.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 49
    const-string v1, "{\"type\":\"object\",\"properties\":{\"locker_id\":{\"type\":\"integer\"},\"days\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":7}},\"required\":[\"locker_id\"],\"additionalProperties\":false}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setInput(Ljava/lang/String;)V

    .line 51
    const-string v1, "{\"type\":\"object\",\"properties\":{\"reservation_id\":{\"type\":\"integer\"},\"pickup_code\":{\"type\":\"string\"}},\"required\":[\"reservation_id\"]}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 52
    sget-object v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda4;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setConfirm(Lkotlin/jvm/functions/Function1;)V

    .line 53
    sget-object v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda5;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda5;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->resolution(Lkotlin/jvm/functions/Function2;)V

    .line 56
    sget-object v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda6;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda6;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 65
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final lambda$0$2$0(Lorg/json/JSONObject;)Z
    .registers 4

    const-string v1, "args"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    const-string v1, "days"

    const/4 v2, 0x1

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-le v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static final lambda$0$2$1(Lcom/parcelnest/app/ResolutionSpec;Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$resolution"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    const-string v2, "locker_id"

    const-wide/16 v3, 0x0

    invoke-virtual {p1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    const-string v4, "days"

    const/4 v5, 0x1

    invoke-virtual {p1, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Hold a compartment of locker "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " for "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, " days"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ResolutionSpec;->setSummary(Ljava/lang/String;)V

    .line 55
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final lambda$0$2$2(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 13

    const-string v1, "$this$handler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    const-string v1, "days"

    const/4 v2, 0x1

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v7

    .line 58
    const/4 v0, 0x1

    if-gt v0, v7, :cond_1

    const/16 v1, 0x8

    if-ge v7, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    const-string v0, "INVALID_ARGS"

    const-string v1, "days must be 1 to 7."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 59
    :cond_2
    sget-object v0, Lcom/parcelnest/app/Tokens;->INSTANCE:Lcom/parcelnest/app/Tokens;

    invoke-virtual {v0}, Lcom/parcelnest/app/Tokens;->pickupCode()Ljava/lang/String;

    move-result-object v8

    .line 60
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v0

    const-string v2, "locker_id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getUid()I

    move-result v3

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v4

    move v5, v7

    move-object v6, v8

    invoke-virtual/range {v0 .. v6}, Lcom/parcelnest/app/ParcelDb;->reserve(JILjava/lang/String;ILjava/lang/String;)J

    move-result-wide v9

    .line 61
    const-wide/16 v2, 0x0

    cmp-long v0, v9, v2

    if-gez v0, :cond_3

    const-string v0, "CONFLICT"

    const-string v1, "That locker has no free compartment."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 62
    :cond_3
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getAudit()Lcom/parcelnest/app/AuditTrail;

    move-result-object v0

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "reserve_locker"

    const-string v3, "reserved"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/AuditTrail;->record(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "reservation_id"

    invoke-virtual {v0, v1, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "pickup_code"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final lambda$0$3(Lcom/parcelnest/app/LockerToolProvider;Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 68
    const-string v1, "Open a locker door"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 69
    const-string v1, "Open the compartment of one of the user\'s reservations, wherever the user is."

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 70
    sget-object v1, Lcom/parcelnest/app/Effect;->UPDATE:Lcom/parcelnest/app/Effect;

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 71
    const-string v1, "high"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setRisk(Ljava/lang/String;)V

    .line 72
    const-string v1, "always"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setConfirmation(Ljava/lang/String;)V

    .line 73
    const-string v1, "lockers.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 74
    const-string v1, "{\"type\":\"object\",\"properties\":{\"reservation_id\":{\"type\":\"integer\"}},\"required\":[\"reservation_id\"],\"additionalProperties\":false}"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setInput(Ljava/lang/String;)V

    .line 75
    const-string v1, "{\"type\":\"object\",\"properties\":{\"state\":{\"type\":\"string\"}},\"required\":[\"state\"]}"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 76
    sget-object v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda7;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda7;

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->resolution(Lkotlin/jvm/functions/Function2;)V

    .line 81
    new-instance v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v1, p0}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda8;-><init>(Lcom/parcelnest/app/LockerToolProvider;)V

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 89
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final lambda$0$3$0(Lcom/parcelnest/app/ResolutionSpec;Lorg/json/JSONObject;)Lkotlin/Unit;
    .registers 7

    const-string v1, "$this$resolution"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 77
    const-string v1, "com.parcelnest.lockers"

    const-string v2, "com.parcelnest.lockers.UnlockActivity"

    invoke-virtual {p0, v1, v2}, Lcom/parcelnest/app/ResolutionSpec;->target(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    const/high16 v1, 0x14000000

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ResolutionSpec;->setFlags(I)V

    .line 79
    const-string v2, "reservation_id"

    const-wide/16 v3, 0x0

    invoke-virtual {p1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Open the door of reservation "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v4, " now"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ResolutionSpec;->setSummary(Ljava/lang/String;)V

    .line 80
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final lambda$0$3$1(Lcom/parcelnest/app/LockerToolProvider;Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 14

    const-string v1, "$this$handler"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 82
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v0

    const-string v2, "reservation_id"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getUid()I

    move-result v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/ParcelDb;->reservation(JI)Lcom/parcelnest/app/Reservation;

    move-result-object v0

    if-nez v0, :cond_0

    .line 83
    const-string v0, "INVALID_ARGS"

    const-string v1, "No reservation of yours with that id."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 82
    :cond_0
    move-object v5, v0

    .line 84
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v0

    invoke-virtual {v5}, Lcom/parcelnest/app/Reservation;->getId()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/parcelnest/app/ParcelDb;->markOpened(J)I

    move-result v0

    if-nez v0, :cond_1

    const-string v0, "CONFLICT"

    const-string v1, "The compartment was opened already."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 85
    :cond_1
    const/4 v6, 0x0

    .line 236
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v7

    .line 238
    :try_start_0
    const/4 v9, 0x0

    .line 85
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getCtx()Landroid/content/Context;

    move-result-object v0

    const-string v2, "com.parcelnest.app.action.OPEN_DOOR"

    invoke-direct {p0, v2, v5}, Lcom/parcelnest/app/LockerToolProvider;->bridgeIntent(Ljava/lang/String;Lcom/parcelnest/app/Reservation;)Landroid/content/Intent;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;

    move-result-object v10
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 240
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 238
    goto :goto_0

    .line 240
    :catchall_0
    move-exception v9

    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v9

    .line 86
    :goto_0
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getAudit()Lcom/parcelnest/app/AuditTrail;

    move-result-object v0

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "open_locker"

    const-string v3, "door opened"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/AuditTrail;->record(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v5}, Lcom/parcelnest/app/Reservation;->getId()J

    move-result-wide v2

    const-string v1, "reservation_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "state"

    const-string v2, "opened"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final lambda$0$4(Lcom/parcelnest/app/LockerToolProvider;Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 4

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    const-string v1, "Share a pickup code"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 93
    const-string v1, "Text the pickup code of one of the user\'s reservations to someone collecting for them."

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 94
    sget-object v1, Lcom/parcelnest/app/Effect;->CREATE:Lcom/parcelnest/app/Effect;

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 95
    const-string v1, "moderate"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setRisk(Ljava/lang/String;)V

    .line 96
    const-string v1, "provider_policy"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setConfirmation(Ljava/lang/String;)V

    .line 97
    const-string v1, "lockers.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 98
    const-string v1, "{\"type\":\"object\",\"properties\":{\"reservation_id\":{\"type\":\"integer\"},\"recipient\":{\"type\":\"string\",\"maxLength\":120}},\"required\":[\"reservation_id\",\"recipient\"],\"additionalProperties\":false}"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setInput(Ljava/lang/String;)V

    .line 100
    const-string v1, "{\"type\":\"object\",\"properties\":{\"sent\":{\"type\":\"boolean\"}},\"required\":[\"sent\"]}"

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 101
    new-instance v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v1, p0}, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda9;-><init>(Lcom/parcelnest/app/LockerToolProvider;)V

    invoke-virtual {p1, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 113
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final lambda$0$4$0(Lcom/parcelnest/app/LockerToolProvider;Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 16

    const-string v1, "$this$handler"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 102
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getDb()Lcom/parcelnest/app/ParcelDb;

    move-result-object v0

    const-string v2, "reservation_id"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getUid()I

    move-result v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/ParcelDb;->reservation(JI)Lcom/parcelnest/app/Reservation;

    move-result-object v0

    if-nez v0, :cond_0

    .line 103
    const-string v0, "INVALID_ARGS"

    const-string v1, "No reservation of yours with that id."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 102
    :cond_0
    move-object v5, v0

    .line 104
    const-string v1, "recipient"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "getString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v6

    .line 105
    move-object v0, v6

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    invoke-virtual {v6}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x78

    if-le v0, v1, :cond_3

    :cond_2
    const-string v0, "INVALID_ARGS"

    const-string v1, "recipient must be 1 to 120 characters."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 106
    :cond_3
    const/4 v7, 0x0

    .line 241
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v8

    .line 243
    :try_start_0
    const/4 v10, 0x0

    .line 107
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getCtx()Landroid/content/Context;

    move-result-object v0

    const-string v2, "com.parcelnest.app.action.SEND_CODE"

    invoke-direct {p0, v2, v5}, Lcom/parcelnest/app/LockerToolProvider;->bridgeIntent(Ljava/lang/String;Lcom/parcelnest/app/Reservation;)Landroid/content/Intent;

    move-result-object v1

    .line 108
    const-string v2, "com.parcelnest.app.extra.RECIPIENT"

    invoke-virtual {v1, v2, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v1

    .line 107
    invoke-virtual {v0, v1}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;

    .line 109
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getAudit()Lcom/parcelnest/app/AuditTrail;

    move-result-object v0

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "share_pickup_code"

    const-string v3, "code sent"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/AuditTrail;->record(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 110
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 245
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 243
    goto :goto_1

    .line 245
    :catchall_0
    move-exception v12

    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v12

    .line 111
    :goto_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v5}, Lcom/parcelnest/app/Reservation;->getId()J

    move-result-wide v2

    const-string v1, "reservation_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sent"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final lambda$0$5(Lcom/parcelnest/app/ToolBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "$this$tool"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 116
    const-string v1, "Export reservations"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 117
    const-string v1, "Every reservation the user made, as one JSON file."

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 118
    sget-object v1, Lcom/parcelnest/app/Effect;->READ:Lcom/parcelnest/app/Effect;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setEffect(Lcom/parcelnest/app/Effect;)V

    .line 119
    const-string v1, "lockers.read"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setScopes(Ljava/util/List;)V

    .line 120
    const-string v1, "{\"type\":\"object\",\"properties\":{\"reservations\":{\"type\":\"array\"}},\"required\":[\"reservations\"]}"

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->setOutput(Ljava/lang/String;)V

    .line 121
    sget-object v1, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda10;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda10;

    invoke-virtual {p0, v1}, Lcom/parcelnest/app/ToolBuilder;->handler(Lkotlin/jvm/functions/Function2;)V

    .line 127
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final lambda$0$5$0(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 8

    const-string v1, "$this$handler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "<unused var>"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 122
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getSession()Lcom/parcelnest/app/Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/parcelnest/app/Session;->getLargeResults()Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "RESULT_TOO_LARGE"

    const-string v1, "Negotiate large_results to export reservations."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 123
    :cond_0
    sget-object v0, Lcom/parcelnest/app/ExportFiles;->INSTANCE:Lcom/parcelnest/app/ExportFiles;

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getCtx()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ExportFiles;->reservations(Landroid/content/Context;)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_1

    .line 124
    const-string v0, "UNAVAILABLE"

    const-string v1, "The export is being prepared; try again shortly."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/parcelnest/app/RepliesKt;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 123
    :cond_1
    move-object v5, v0

    .line 125
    const/high16 v1, 0x10000000

    invoke-static {v5, v1}, Lcom/parcelnest/app/RepliesKt;->fileResult(Ljava/io/File;I)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final onCreate$lambda$0()I
    .registers 1

    .line 134
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    return v0
.end method

.method private final run(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 13

    .line 186
    invoke-virtual {p2, p1, p3}, Lcom/parcelnest/app/Tool;->invoke(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v5

    move-object v6, v5

    const/4 v7, 0x0

    .line 187
    invoke-virtual {p2}, Lcom/parcelnest/app/Tool;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p0, Lcom/parcelnest/app/LockerToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    if-nez v0, :cond_0

    const-string v0, "db"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getRetryKey()Lcom/parcelnest/app/RetryKey;

    move-result-object v1

    invoke-virtual {p2}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    new-instance v8, Landroid/os/Bundle;

    invoke-direct {v8}, Landroid/os/Bundle;-><init>()V

    invoke-interface {v6, v8}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    invoke-virtual {v0, v1, v2, v3, v8}, Lcom/parcelnest/app/ParcelDb;->record(Lcom/parcelnest/app/RetryKey;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    .line 188
    :cond_1
    return-object v5
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Lkotlin/jvm/functions/Function1;
    .registers 18

    .line 145
    invoke-virtual {p0}, Lcom/parcelnest/app/LockerToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v9, v0

    .line 146
    iget-object v0, p0, Lcom/parcelnest/app/LockerToolProvider;->tools:Lcom/parcelnest/app/ToolSet;

    invoke-virtual {v0}, Lcom/parcelnest/app/ToolSet;->getAdmission()Lkotlin/jvm/functions/Function2;

    move-result-object v0

    move/from16 v2, p3

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v0, v9, v2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    .line 147
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This app is not an allowed assistant."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 146
    :cond_0
    move-object v10, v0

    .line 148
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v4, "large_results"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    move-object/from16 v0, p2

    move/from16 v1, p3

    const-string v2, "com.parcelnest.app.lockers"

    const-string v3, "Parcelnest Lockers"

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/NegotiationKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 149
    :cond_1
    invoke-static {}, Lcom/parcelnest/app/EnvelopeKt;->getMETHODS()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v0, "METHOD_NOT_FOUND"

    const-string v1, "Unknown method."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 150
    :cond_2
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    .line 151
    :cond_3
    const-string v0, "INVALID_REQUEST"

    const-string v1, "protocol_version 2 and request_id are required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 153
    :cond_4
    sget-object v0, Lcom/parcelnest/app/Session;->Companion:Lcom/parcelnest/app/Session$Companion;

    move-object/from16 v1, p2

    invoke-static {v1}, Lcom/parcelnest/app/EnvelopeKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p3

    const-string v3, "com.parcelnest.app.lockers"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/Session$Companion;->find(Ljava/lang/String;ILjava/lang/String;)Lcom/parcelnest/app/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 154
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "Negotiate a session first."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/parcelnest/app/RepliesKt;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 153
    :cond_5
    move-object v11, v0

    .line 155
    new-instance v0, Lcom/parcelnest/app/ToolCall;

    iget-object v3, p0, Lcom/parcelnest/app/LockerToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    move-object v2, v9

    if-nez v3, :cond_6

    const-string v3, "db"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_6
    iget-object v4, p0, Lcom/parcelnest/app/LockerToolProvider;->audit:Lcom/parcelnest/app/AuditTrail;

    if-nez v4, :cond_7

    const-string v4, "audit"

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v4, 0x0

    :cond_7
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move/from16 v4, p3

    move-object v5, v10

    move-object v7, v11

    move-object/from16 v8, p2

    const-string v6, "com.parcelnest.app.lockers"

    invoke-direct/range {v0 .. v8}, Lcom/parcelnest/app/ToolCall;-><init>(Landroid/content/Context;Lcom/parcelnest/app/ParcelDb;Lcom/parcelnest/app/AuditTrail;ILjava/lang/String;Ljava/lang/String;Lcom/parcelnest/app/Session;Landroid/os/Bundle;)V

    move-object v12, v0

    .line 156
    move-object v13, p1

    invoke-virtual {v13}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto :goto_0

    .line 157
    :cond_8
    const-string v0, "com.parcelnest.app.lockers"

    const-string v1, "Parcelnest Lockers"

    const-string v2, "Parcel lockers near you"

    const-string v3, "[{\"name\":\"lockers.read\",\"title\":\"See lockers and reservations\",\"description\":\"Lockers near you and your reservations\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"lockers.write\",\"title\":\"Use lockers\",\"description\":\"Reserve and open lockers, share pickup codes\",\"access\":\"write\",\"sensitivity\":\"device\"}]"

    invoke-static {v0, v1, v2, v3}, Lcom/parcelnest/app/NegotiationKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_1

    .line 158
    :cond_9
    iget-object v0, p0, Lcom/parcelnest/app/LockerToolProvider;->tools:Lcom/parcelnest/app/ToolSet;

    sget-object v1, Lcom/parcelnest/app/Assistants;->INSTANCE:Lcom/parcelnest/app/Assistants;

    invoke-virtual {v1, v10}, Lcom/parcelnest/app/Assistants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ToolSet;->listing(Ljava/util/Set;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_1

    .line 159
    :cond_a
    invoke-direct {p0, v12}, Lcom/parcelnest/app/LockerToolProvider;->execute(Lcom/parcelnest/app/ToolCall;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_1

    .line 160
    :goto_0
    const-string v0, "UNSUPPORTED_CAPABILITY"

    const-string v1, "This provider has no background operations."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    .line 156
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 139
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 140
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v4, v0

    .line 141
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    invoke-static {v4}, Lcom/parcelnest/app/EnvelopeKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, p1, v4, v3}, Lcom/parcelnest/app/LockerToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Lkotlin/jvm/functions/Function1;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lcom/parcelnest/app/RepliesKt;->reply(Landroid/os/Bundle;Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 220
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 218
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 219
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 7

    .line 132
    invoke-virtual {p0}, Lcom/parcelnest/app/LockerToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v5, v0

    .line 133
    sget-object v1, Lcom/parcelnest/app/ParcelDb;->Companion:Lcom/parcelnest/app/ParcelDb$Companion;

    invoke-virtual {v1, v5}, Lcom/parcelnest/app/ParcelDb$Companion;->open(Landroid/content/Context;)Lcom/parcelnest/app/ParcelDb;

    move-result-object v1

    iput-object v1, p0, Lcom/parcelnest/app/LockerToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    .line 134
    new-instance v1, Lcom/parcelnest/app/AuditTrail;

    iget-object v2, p0, Lcom/parcelnest/app/LockerToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    move-object v0, p0

    if-nez v2, :cond_0

    const-string v2, "db"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_0
    sget-object v4, Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/parcelnest/app/LockerToolProvider$$ExternalSyntheticLambda1;

    const-string v3, "com.parcelnest.app.lockers"

    invoke-direct {v1, v2, v3, v4}, Lcom/parcelnest/app/AuditTrail;-><init>(Lcom/parcelnest/app/ParcelDb;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)V

    iput-object v1, v0, Lcom/parcelnest/app/LockerToolProvider;->audit:Lcom/parcelnest/app/AuditTrail;

    .line 135
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 217
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 221
    const/4 v0, 0x0

    return v0
.end method
