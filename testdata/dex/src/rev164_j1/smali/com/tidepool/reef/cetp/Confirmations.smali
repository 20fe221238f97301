.class public final Lcom/tidepool/reef/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tidepool/reef/cetp/Confirmations$Holder;,
        Lcom/tidepool/reef/cetp/Confirmations$Held;,
        Lcom/tidepool/reef/cetp/Confirmations$Prompt;
    }
.end annotation


# static fields
.field public static final HOLD_MS:J = 0x927c0L


# instance fields
.field private final held:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tidepool/reef/cetp/Confirmations$Held;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 43
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tidepool/reef/cetp/Confirmations;->held:Ljava/util/Map;

    .line 46
    return-void
.end method

.method synthetic constructor <init>(Lcom/tidepool/reef/cetp/Confirmations$1;)V
    .registers 2

    .line 12
    invoke-direct {p0}, Lcom/tidepool/reef/cetp/Confirmations;-><init>()V

    return-void
.end method

.method public static get()Lcom/tidepool/reef/cetp/Confirmations;
    .registers 1

    .line 49
    sget-object v0, Lcom/tidepool/reef/cetp/Confirmations$Holder;->INSTANCE:Lcom/tidepool/reef/cetp/Confirmations;

    return-object v0
.end method


# virtual methods
.method public declared-synchronized answer(Ljava/lang/String;Z)V
    .registers 6

    monitor-enter p0

    .line 99
    :try_start_0
    iget-object v0, p0, Lcom/tidepool/reef/cetp/Confirmations;->held:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/Confirmations$Held;

    move-object v2, v0

    .line 100
    if-eqz v2, :cond_0

    iget-object v0, v2, Lcom/tidepool/reef/cetp/Confirmations$Held;->approved:Ljava/lang/Boolean;

    if-nez v0, :cond_0

    .line 101
    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    iput-object v1, v2, Lcom/tidepool/reef/cetp/Confirmations$Held;->approved:Ljava/lang/Boolean;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 103
    :cond_0
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized confirmed(Lcom/tidepool/reef/cetp/ToolRequest;Ljava/lang/String;Lcom/tidepool/reef/cetp/Confirmations$Prompt;Lcom/tidepool/reef/cetp/ResultCallback;)Z
    .registers 21

    monitor-enter p0

    .line 58
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v13

    .line 59
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/tidepool/reef/cetp/ToolRequest;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 60
    invoke-static {}, Lcom/tidepool/reef/cetp/Crypto;->mint()Ljava/lang/String;

    move-result-object v15

    .line 61
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/cetp/Confirmations;->held:Ljava/util/Map;

    new-instance v2, Lcom/tidepool/reef/cetp/Confirmations$Held;

    move-object/from16 v4, p1

    iget v4, v4, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    move-object/from16 v5, p1

    iget-object v5, v5, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    move-object/from16 v6, p1

    iget-object v6, v6, Lcom/tidepool/reef/cetp/ToolRequest;->requestId:Ljava/lang/String;

    move-object/from16 v7, p1

    invoke-virtual {v7}, Lcom/tidepool/reef/cetp/ToolRequest;->argsDigest()Ljava/lang/String;

    move-result-object v7

    const-wide/32 v11, 0x927c0

    add-long v9, v13, v11

    move-object v3, v2

    move-object/from16 v8, p2

    invoke-direct/range {v3 .. v10}, Lcom/tidepool/reef/cetp/Confirmations$Held;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-interface {v0, v15, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 63
    move-object/from16 v2, p3

    invoke-interface {v2, v15}, Lcom/tidepool/reef/cetp/Confirmations$Prompt;->intentFor(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    move-object/from16 v0, p4

    const-string v1, "Confirm this in Reefkeeper first."

    invoke-interface {v0, v1, v2, v15}, Lcom/tidepool/reef/cetp/ResultCallback;->onConfirmationNeeded(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 64
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 66
    :cond_0
    move-object/from16 v0, p0

    :try_start_1
    iget-object v0, v0, Lcom/tidepool/reef/cetp/Confirmations;->held:Ljava/util/Map;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/tidepool/reef/cetp/ToolRequest;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/Confirmations$Held;

    move-object v15, v0

    .line 67
    if-eqz v15, :cond_1

    iget-wide v0, v15, Lcom/tidepool/reef/cetp/Confirmations$Held;->expiresAt:J

    cmp-long v0, v0, v13

    if-gtz v0, :cond_2

    .line 68
    :cond_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tidepool/reef/cetp/Confirmations;->held:Ljava/util/Map;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/tidepool/reef/cetp/ToolRequest;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 69
    move-object/from16 v0, p4

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The confirmation expired or is unknown."

    invoke-interface {v0, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 70
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 72
    :cond_2
    :try_start_2
    iget v0, v15, Lcom/tidepool/reef/cetp/Confirmations$Held;->uid:I

    move-object/from16 v1, p1

    iget v1, v1, Lcom/tidepool/reef/cetp/ToolRequest;->uid:I

    if-ne v0, v1, :cond_3

    iget-object v0, v15, Lcom/tidepool/reef/cetp/Confirmations$Held;->tool:Ljava/lang/String;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/tidepool/reef/cetp/ToolRequest;->toolName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v0, v15, Lcom/tidepool/reef/cetp/Confirmations$Held;->requestId:Ljava/lang/String;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/tidepool/reef/cetp/ToolRequest;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v0, v15, Lcom/tidepool/reef/cetp/Confirmations$Held;->argsDigest:Ljava/lang/String;

    .line 73
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/tidepool/reef/cetp/ToolRequest;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 74
    :cond_3
    move-object/from16 v0, p4

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The confirmation belongs to another call."

    invoke-interface {v0, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 75
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 77
    :cond_4
    :try_start_3
    iget-object v0, v15, Lcom/tidepool/reef/cetp/Confirmations$Held;->approved:Ljava/lang/Boolean;

    if-nez v0, :cond_5

    .line 78
    move-object/from16 v0, p4

    const-string v1, "CONFLICT"

    const-string v2, "The confirmation is still open."

    invoke-interface {v0, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    .line 79
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 81
    :cond_5
    move-object/from16 v0, p0

    :try_start_4
    iget-object v0, v0, Lcom/tidepool/reef/cetp/Confirmations;->held:Ljava/util/Map;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/tidepool/reef/cetp/ToolRequest;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 82
    iget-object v0, v15, Lcom/tidepool/reef/cetp/Confirmations$Held;->approved:Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-nez v0, :cond_6

    .line 83
    move-object/from16 v0, p4

    const-string v1, "USER_CANCELLED"

    const-string v2, "The action was declined."

    invoke-interface {v0, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    .line 84
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 86
    :cond_6
    const/4 v0, 0x1

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized pending(Ljava/lang/String;)Lcom/tidepool/reef/cetp/Confirmations$Held;
    .registers 7

    monitor-enter p0

    .line 91
    :try_start_0
    iget-object v0, p0, Lcom/tidepool/reef/cetp/Confirmations;->held:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/Confirmations$Held;

    move-object v4, v0

    .line 92
    if-eqz v4, :cond_0

    iget-object v0, v4, Lcom/tidepool/reef/cetp/Confirmations$Held;->approved:Ljava/lang/Boolean;

    if-nez v0, :cond_0

    iget-wide v0, v4, Lcom/tidepool/reef/cetp/Confirmations$Held;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    .line 93
    :cond_0
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 95
    :cond_1
    move-object v0, v4

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
