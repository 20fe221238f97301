.class public final Lcom/parcelnest/app/ParcelToolProvider;
.super Landroid/content/ContentProvider;
.source "ParcelToolProvider.kt"


# static fields
.field public static final Companion:Lcom/parcelnest/app/ParcelToolProvider$Companion;

.field public static final PROVIDER_ID:Ljava/lang/String; = "com.parcelnest.app.parcels"

.field public static final PROVIDER_NAME:Ljava/lang/String; = "Parcelnest"

.field private static final SCOPES:Ljava/lang/String; = "[{\"name\":\"parcels.read\",\"title\":\"See your parcels\",\"description\":\"Parcels, carriers and addresses\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"parcels.write\",\"title\":\"Redirect your parcels\",\"description\":\"Redirect parcels or leave them with a neighbour\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"


# instance fields
.field private audit:Lcom/parcelnest/app/AuditTrail;

.field private db:Lcom/parcelnest/app/ParcelDb;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/parcelnest/app/ParcelToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/parcelnest/app/ParcelToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/parcelnest/app/ParcelToolProvider;->Companion:Lcom/parcelnest/app/ParcelToolProvider$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private final askUser(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 17

    .line 75
    invoke-virtual {p0}, Lcom/parcelnest/app/ParcelToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v5, v0

    .line 76
    move-object/from16 v1, p3

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/Tool;->resolutionFor(Lorg/json/JSONObject;)Lcom/parcelnest/app/ResolutionSpec;

    move-result-object v6

    .line 77
    sget-object v0, Lcom/parcelnest/app/Tickets;->INSTANCE:Lcom/parcelnest/app/Tickets;

    new-instance v1, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, p1, p2}, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;)V

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/Tickets;->state(Lkotlin/jvm/functions/Function1;)Ljava/lang/String;

    move-result-object v7

    .line 85
    new-instance v9, Landroid/content/Intent;

    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getAction()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v9, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    move-object v10, v9

    const/4 v11, 0x0

    .line 86
    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getTarget()Landroid/content/ComponentName;

    move-result-object v12

    .line 87
    move-object v0, v12

    if-eqz v12, :cond_0

    invoke-virtual {v10, v0}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-virtual {v5}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v10, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 88
    :goto_0
    const-string v1, "com.parcelnest.app.extra.TOKEN"

    invoke-virtual {v10, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 89
    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getSummary()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.parcelnest.app.extra.SUMMARY"

    invoke-virtual {v10, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 85
    move-object v8, v9

    .line 91
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-virtual {v6}, Lcom/parcelnest/app/ResolutionSpec;->getFlags()I

    move-result v3

    invoke-static {v5, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v9

    .line 92
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

    .line 78
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setUid(I)V

    .line 79
    const-string v1, "com.parcelnest.app.parcels"

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setProviderId(Ljava/lang/String;)V

    .line 80
    invoke-virtual {p1}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setTool(Ljava/lang/String;)V

    .line 81
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setArgsDigest(Ljava/lang/String;)V

    .line 82
    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Lcom/parcelnest/app/TicketState;->setRequestId(Ljava/lang/String;)V

    .line 83
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    const-wide/32 v3, 0x927c0

    add-long/2addr v1, v3

    invoke-virtual {p2, v1, v2}, Lcom/parcelnest/app/TicketState;->setExpiresAt(J)V

    .line 84
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final execute(Lcom/parcelnest/app/ToolCall;)Lkotlin/jvm/functions/Function1;
    .registers 13

    .line 52
    invoke-static {}, Lcom/parcelnest/app/ParcelToolsKt;->getParcelTools()Lcom/parcelnest/app/ToolSet;

    move-result-object v0

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

    .line 53
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

    .line 54
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This assistant lacks a scope the tool needs."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 56
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

    .line 57
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_3

    .line 58
    const-string v0, "DEADLINE_EXCEEDED"

    const-string v1, "The deadline passed before the tool started."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 60
    :cond_3
    invoke-virtual {v5}, Lcom/parcelnest/app/Tool;->getMutating()Z

    move-result v0

    if-nez v0, :cond_4

    invoke-virtual {v5, p1, v6}, Lcom/parcelnest/app/Tool;->invoke(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 61
    :cond_4
    iget-object v0, p0, Lcom/parcelnest/app/ParcelToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    if-nez v0, :cond_5

    const-string v0, "db"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getRetryKey()Lcom/parcelnest/app/RetryKey;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ParcelDb;->prior(Lcom/parcelnest/app/RetryKey;)Lcom/parcelnest/app/Prior;

    move-result-object v7

    if-eqz v7, :cond_6

    move-object v9, v7

    .line 110
    const/4 v10, 0x0

    .line 61
    invoke-virtual {v5}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v9, v1, v2}, Lcom/parcelnest/app/Prior;->replayFor(Ljava/lang/String;Ljava/lang/String;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 62
    :cond_6
    invoke-virtual {v5, v6}, Lcom/parcelnest/app/Tool;->needsUser(Lorg/json/JSONObject;)Z

    move-result v0

    if-eqz v0, :cond_a

    .line 63
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_7

    invoke-direct {p0, p1, v5, v6}, Lcom/parcelnest/app/ParcelToolProvider;->askUser(Lcom/parcelnest/app/ToolCall;Lcom/parcelnest/app/Tool;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    :cond_7
    move-object v7, v0

    .line 64
    sget-object v0, Lcom/parcelnest/app/Tickets;->INSTANCE:Lcom/parcelnest/app/Tickets;

    invoke-virtual {v0, v7, p1}, Lcom/parcelnest/app/Tickets;->redeem(Ljava/lang/String;Lcom/parcelnest/app/ToolCall;)Ljava/lang/Boolean;

    move-result-object v8

    .line 65
    if-nez v8, :cond_8

    const-string v0, "INVALID_REQUEST"

    const-string v1, "The resume token is unknown, used, or not this call\'s."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 66
    :cond_8
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    const-string v0, "USER_CANCELLED"

    const-string v1, "The user declined."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 67
    :cond_9
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    .line 64
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 70
    :cond_a
    invoke-virtual {v5, p1, v6}, Lcom/parcelnest/app/Tool;->invoke(Lcom/parcelnest/app/ToolCall;Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v7

    move-object v8, v7

    .line 110
    const/4 v9, 0x0

    .line 70
    iget-object v0, p0, Lcom/parcelnest/app/ParcelToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    if-nez v0, :cond_b

    const-string v0, "db"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_b
    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getRetryKey()Lcom/parcelnest/app/RetryKey;

    move-result-object v1

    invoke-virtual {v5}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/parcelnest/app/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    new-instance v10, Landroid/os/Bundle;

    invoke-direct {v10}, Landroid/os/Bundle;-><init>()V

    invoke-interface {v8, v10}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    invoke-virtual {v0, v1, v2, v3, v10}, Lcom/parcelnest/app/ParcelDb;->record(Lcom/parcelnest/app/RetryKey;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    return-object v7
.end method

.method public static final onCreate$lambda$0()I
    .registers 1

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    return v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Lkotlin/jvm/functions/Function1;
    .registers 18

    .line 32
    invoke-virtual {p0}, Lcom/parcelnest/app/ParcelToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v9, v0

    .line 33
    invoke-static {}, Lcom/parcelnest/app/ParcelToolsKt;->getParcelTools()Lcom/parcelnest/app/ToolSet;

    move-result-object v0

    invoke-virtual {v0}, Lcom/parcelnest/app/ToolSet;->getAdmission()Lkotlin/jvm/functions/Function2;

    move-result-object v0

    move/from16 v2, p3

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v0, v9, v2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    .line 34
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "This app is not an allowed assistant."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 33
    :cond_0
    move-object v10, v0

    .line 35
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v4, "large_results"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    move-object/from16 v0, p2

    move/from16 v1, p3

    const-string v2, "com.parcelnest.app.parcels"

    const-string v3, "Parcelnest"

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/NegotiationKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;Ljava/util/Set;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 36
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

    .line 37
    :cond_2
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_3

    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_4

    .line 38
    :cond_3
    const-string v0, "INVALID_REQUEST"

    const-string v1, "protocol_version 2, request_id and deadline_at_ms are required."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 40
    :cond_4
    sget-object v0, Lcom/parcelnest/app/Session;->Companion:Lcom/parcelnest/app/Session$Companion;

    move-object/from16 v1, p2

    invoke-static {v1}, Lcom/parcelnest/app/EnvelopeKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p3

    const-string v3, "com.parcelnest.app.parcels"

    invoke-virtual {v0, v1, v2, v3}, Lcom/parcelnest/app/Session$Companion;->find(Ljava/lang/String;ILjava/lang/String;)Lcom/parcelnest/app/Session;

    move-result-object v0

    if-nez v0, :cond_5

    .line 41
    const-string v0, "NEGOTIATION_REQUIRED"

    const-string v1, "Negotiate a session first."

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/parcelnest/app/RepliesKt;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0

    .line 40
    :cond_5
    move-object v11, v0

    .line 42
    new-instance v0, Lcom/parcelnest/app/ToolCall;

    iget-object v3, p0, Lcom/parcelnest/app/ParcelToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    move-object v2, v9

    if-nez v3, :cond_6

    const-string v3, "db"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_6
    iget-object v4, p0, Lcom/parcelnest/app/ParcelToolProvider;->audit:Lcom/parcelnest/app/AuditTrail;

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

    const-string v6, "com.parcelnest.app.parcels"

    invoke-direct/range {v0 .. v8}, Lcom/parcelnest/app/ToolCall;-><init>(Landroid/content/Context;Lcom/parcelnest/app/ParcelDb;Lcom/parcelnest/app/AuditTrail;ILjava/lang/String;Ljava/lang/String;Lcom/parcelnest/app/Session;Landroid/os/Bundle;)V

    move-object v12, v0

    .line 43
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

    .line 44
    :cond_8
    const-string v0, "com.parcelnest.app.parcels"

    const-string v1, "Parcelnest"

    const-string v2, "Parcels on their way to you"

    const-string v3, "[{\"name\":\"parcels.read\",\"title\":\"See your parcels\",\"description\":\"Parcels, carriers and addresses\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"parcels.write\",\"title\":\"Redirect your parcels\",\"description\":\"Redirect parcels or leave them with a neighbour\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    invoke-static {v0, v1, v2, v3}, Lcom/parcelnest/app/NegotiationKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_1

    .line 45
    :cond_9
    invoke-static {}, Lcom/parcelnest/app/ParcelToolsKt;->getParcelTools()Lcom/parcelnest/app/ToolSet;

    move-result-object v0

    sget-object v1, Lcom/parcelnest/app/Assistants;->INSTANCE:Lcom/parcelnest/app/Assistants;

    invoke-virtual {v1, v10}, Lcom/parcelnest/app/Assistants;->scopesOf(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/parcelnest/app/ToolSet;->listing(Ljava/util/Set;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/parcelnest/app/RepliesKt;->success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_1

    .line 46
    :cond_a
    invoke-direct {p0, v12}, Lcom/parcelnest/app/ParcelToolProvider;->execute(Lcom/parcelnest/app/ToolCall;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_1

    .line 47
    :goto_0
    const-string v0, "UNSUPPORTED_CAPABILITY"

    const-string v1, "This provider has no background operations."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    .line 43
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

    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 27
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v4, v0

    .line 28
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    invoke-static {v4}, Lcom/parcelnest/app/EnvelopeKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, p1, v4, v3}, Lcom/parcelnest/app/ParcelToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Lkotlin/jvm/functions/Function1;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lcom/parcelnest/app/RepliesKt;->reply(Landroid/os/Bundle;Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 98
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 96
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 97
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 7

    .line 19
    invoke-virtual {p0}, Lcom/parcelnest/app/ParcelToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v5, v0

    .line 20
    sget-object v1, Lcom/parcelnest/app/ParcelDb;->Companion:Lcom/parcelnest/app/ParcelDb$Companion;

    invoke-virtual {v1, v5}, Lcom/parcelnest/app/ParcelDb$Companion;->open(Landroid/content/Context;)Lcom/parcelnest/app/ParcelDb;

    move-result-object v1

    iput-object v1, p0, Lcom/parcelnest/app/ParcelToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    .line 21
    new-instance v1, Lcom/parcelnest/app/AuditTrail;

    iget-object v2, p0, Lcom/parcelnest/app/ParcelToolProvider;->db:Lcom/parcelnest/app/ParcelDb;

    move-object v0, p0

    if-nez v2, :cond_0

    const-string v2, "db"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_0
    sget-object v4, Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/parcelnest/app/ParcelToolProvider$$ExternalSyntheticLambda0;

    const-string v3, "com.parcelnest.app.parcels"

    invoke-direct {v1, v2, v3, v4}, Lcom/parcelnest/app/AuditTrail;-><init>(Lcom/parcelnest/app/ParcelDb;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)V

    iput-object v1, v0, Lcom/parcelnest/app/ParcelToolProvider;->audit:Lcom/parcelnest/app/AuditTrail;

    .line 22
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 95
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 99
    const/4 v0, 0x0

    return v0
.end method
