.class public abstract Lcom/copperwick/cetp/CopperToolProvider;
.super Landroid/content/ContentProvider;
.source "CopperToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/copperwick/cetp/CopperToolProvider$MethodHandler;
    }
.end annotation


# static fields
.field private static final HANDLERS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/copperwick/cetp/CopperToolProvider$MethodHandler;",
            ">;"
        }
    .end annotation
.end field

.field private static final TAG:Ljava/lang/String; = "CopperToolProvider"


# instance fields
.field private container:Lcom/copperwick/cetp/Container;

.field private final module:Lcom/copperwick/cetp/Module;

.field private final running:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 39
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/copperwick/cetp/CopperToolProvider;->HANDLERS:Ljava/util/Map;

    .line 42
    sget-object v0, Lcom/copperwick/cetp/CopperToolProvider;->HANDLERS:Ljava/util/Map;

    new-instance v2, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2}, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda1;-><init>()V

    const-string v1, "negotiate"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 43
    sget-object v0, Lcom/copperwick/cetp/CopperToolProvider;->HANDLERS:Ljava/util/Map;

    new-instance v2, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2}, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda2;-><init>()V

    const-string v1, "get_provider_info"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 44
    sget-object v0, Lcom/copperwick/cetp/CopperToolProvider;->HANDLERS:Ljava/util/Map;

    new-instance v2, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2}, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda3;-><init>()V

    const-string v1, "list_tools"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 45
    sget-object v0, Lcom/copperwick/cetp/CopperToolProvider;->HANDLERS:Ljava/util/Map;

    new-instance v2, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2}, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda4;-><init>()V

    const-string v1, "execute_tool"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 46
    return-void
.end method

.method protected constructor <init>(Lcom/copperwick/cetp/Module;)V
    .registers 3

    .line 52
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 49
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    iput-object v0, p0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    .line 53
    iput-object p1, p0, Lcom/copperwick/cetp/CopperToolProvider;->module:Lcom/copperwick/cetp/Module;

    .line 54
    return-void
.end method

.method private refuse(IILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 125
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 126
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    if-nez v4, :cond_1

    .line 127
    :cond_0
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and request_id are required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 129
    :cond_1
    if-gez p2, :cond_2

    .line 130
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v4, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 132
    :cond_2
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p3, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 133
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gtz v0, :cond_3

    .line 134
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v5

    if-ltz v0, :cond_4

    .line 137
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 139
    :cond_4
    const/4 v0, 0x0

    return-object v0
.end method

.method private runOnce(Lcom/copperwick/cetp/Tool;Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .registers 21
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 204
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->uid()I

    move-result v0

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v4, v2

    .line 205
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    move-object v5, v0

    monitor-enter v5

    .line 206
    move-object/from16 v0, p0

    :try_start_0
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 207
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    monitor-exit v5

    return-object v0

    .line 209
    :cond_0
    monitor-exit v5
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v6

    :try_start_1
    monitor-exit v5
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v6

    .line 211
    :goto_0
    move-object/from16 v0, p0

    :try_start_2
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->config()Lcom/copperwick/config/ToolConfig;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/copperwick/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/copperwick/config/ToolConfig;->mutates(Ljava/lang/String;)Z

    move-result v5

    .line 212
    if-eqz v5, :cond_3

    .line 213
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->ledger()Lcom/copperwick/data/Ledger;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-virtual {v0, v1}, Lcom/copperwick/data/Ledger;->recall(Lcom/copperwick/cetp/Invocation;)[Ljava/lang/String;

    move-result-object v6

    .line 214
    if-eqz v6, :cond_3

    .line 215
    const/4 v1, 0x0

    aget-object v0, v6, v1

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/copperwick/cetp/Invocation;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v1, 0x1

    aget-object v0, v6, v1

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/copperwick/cetp/Invocation;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 216
    :cond_1
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was already used for another call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_7

    move-result-object v7

    .line 242
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    move-object v8, v0

    monitor-enter v8

    .line 243
    move-object/from16 v0, p0

    :try_start_3
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 244
    monitor-exit v8
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    goto :goto_1

    :catchall_1
    move-exception v9

    :try_start_4
    monitor-exit v8
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1

    throw v9

    .line 216
    :goto_1
    return-object v7

    .line 219
    :cond_2
    move-object/from16 v0, p2

    :try_start_5
    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x2

    aget-object v1, v6, v2

    invoke-static {v0, v1}, Lcom/copperwick/data/Ledger;->replay(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_7

    move-result-object v7

    .line 242
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    move-object v8, v0

    monitor-enter v8

    .line 243
    move-object/from16 v0, p0

    :try_start_6
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 244
    monitor-exit v8
    :try_end_6
    .catchall {:try_start_6 .. :try_end_6} :catchall_2

    goto :goto_2

    :catchall_2
    move-exception v10

    :try_start_7
    monitor-exit v8
    :try_end_7
    .catchall {:try_start_7 .. :try_end_7} :catchall_2

    throw v10

    .line 219
    :goto_2
    return-object v7

    .line 222
    :cond_3
    move-object/from16 v0, p2

    :try_start_8
    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_6

    .line 223
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->confirmations()Lcom/copperwick/cetp/Confirmations;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-virtual {v0, v1}, Lcom/copperwick/cetp/Confirmations;->redeem(Lcom/copperwick/cetp/Invocation;)I

    move-result v6

    .line 224
    const/4 v1, 0x2

    if-ne v6, v1, :cond_4

    .line 225
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_8
    .catchall {:try_start_8 .. :try_end_8} :catchall_7

    move-result-object v7

    .line 242
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    move-object v8, v0

    monitor-enter v8

    .line 243
    move-object/from16 v0, p0

    :try_start_9
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 244
    monitor-exit v8
    :try_end_9
    .catchall {:try_start_9 .. :try_end_9} :catchall_3

    goto :goto_3

    :catchall_3
    move-exception v11

    :try_start_a
    monitor-exit v8
    :try_end_a
    .catchall {:try_start_a .. :try_end_a} :catchall_3

    throw v11

    .line 225
    :goto_3
    return-object v7

    .line 227
    :cond_4
    const/4 v1, 0x1

    if-eq v6, v1, :cond_5

    .line 228
    move-object/from16 v0, p2

    :try_start_b
    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token does not fit this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_b
    .catchall {:try_start_b .. :try_end_b} :catchall_7

    move-result-object v7

    .line 242
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    move-object v8, v0

    monitor-enter v8

    .line 243
    move-object/from16 v0, p0

    :try_start_c
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 244
    monitor-exit v8
    :try_end_c
    .catchall {:try_start_c .. :try_end_c} :catchall_4

    goto :goto_4

    :catchall_4
    move-exception v12

    :try_start_d
    monitor-exit v8
    :try_end_d
    .catchall {:try_start_d .. :try_end_d} :catchall_4

    throw v12

    .line 228
    :goto_4
    return-object v7

    .line 231
    :cond_5
    move-object/from16 v0, p2

    :try_start_e
    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->markApproved()V

    .line 233
    :cond_6
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->remainingMs()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_7

    .line 234
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/copperwick/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_e
    .catchall {:try_start_e .. :try_end_e} :catchall_7

    move-result-object v6

    .line 242
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    move-object v7, v0

    monitor-enter v7

    .line 243
    move-object/from16 v0, p0

    :try_start_f
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 244
    monitor-exit v7
    :try_end_f
    .catchall {:try_start_f .. :try_end_f} :catchall_5

    goto :goto_5

    :catchall_5
    move-exception v13

    :try_start_10
    monitor-exit v7
    :try_end_10
    .catchall {:try_start_10 .. :try_end_10} :catchall_5

    throw v13

    .line 234
    :goto_5
    return-object v6

    .line 236
    :cond_7
    move-object/from16 v0, p1

    move-object/from16 v1, p2

    :try_start_11
    invoke-interface {v0, v1}, Lcom/copperwick/cetp/Tool;->run(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v6

    .line 237
    if-eqz v5, :cond_8

    const-string v2, "error_code"

    invoke-virtual {v6, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 238
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->ledger()Lcom/copperwick/data/Ledger;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-virtual {v0, v1, v6}, Lcom/copperwick/data/Ledger;->keep(Lcom/copperwick/cetp/Invocation;Landroid/os/Bundle;)V
    :try_end_11
    .catchall {:try_start_11 .. :try_end_11} :catchall_7

    .line 240
    :cond_8
    move-object v7, v6

    .line 242
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    move-object v8, v0

    monitor-enter v8

    .line 243
    move-object/from16 v0, p0

    :try_start_12
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 244
    monitor-exit v8
    :try_end_12
    .catchall {:try_start_12 .. :try_end_12} :catchall_6

    goto :goto_6

    :catchall_6
    move-exception v14

    :try_start_13
    monitor-exit v8
    :try_end_13
    .catchall {:try_start_13 .. :try_end_13} :catchall_6

    throw v14

    .line 240
    :goto_6
    return-object v7

    :catchall_7
    move-exception v15

    .line 242
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    move-object/from16 v16, v0

    monitor-enter v16

    .line 243
    move-object/from16 v0, p0

    :try_start_14
    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->running:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 244
    monitor-exit v16
    :try_end_14
    .catchall {:try_start_14 .. :try_end_14} :catchall_8

    goto :goto_7

    :catchall_8
    move-exception v17

    :try_start_15
    monitor-exit v16
    :try_end_15
    .catchall {:try_start_15 .. :try_end_15} :catchall_8

    throw v17

    .line 245
    :goto_7
    throw v15
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 69
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 70
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v5, v0

    .line 71
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 72
    invoke-virtual {p0}, Lcom/copperwick/cetp/CopperToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, v4}, Lcom/copperwick/cetp/CallerCheck;->allowed(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 73
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Copperwick tools"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 75
    :cond_1
    sget-object v0, Lcom/copperwick/cetp/CopperToolProvider;->HANDLERS:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/copperwick/cetp/CopperToolProvider$MethodHandler;

    move-object v7, v0

    .line 76
    if-nez v7, :cond_2

    .line 77
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 80
    :cond_2
    :try_start_0
    invoke-interface {v7, p0, v4, v5}, Lcom/copperwick/cetp/CopperToolProvider$MethodHandler;->handle(Lcom/copperwick/cetp/CopperToolProvider;ILandroid/os/Bundle;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v8

    .line 82
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "CopperToolProvider"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 83
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The request could not be handled"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 265
    const/4 v0, 0x0

    return v0
.end method

.method executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 26
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 163
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->sessions()Lcom/copperwick/data/Sessions;

    move-result-object v0

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move/from16 v2, p1

    invoke-virtual {v0, v1, v2}, Lcom/copperwick/data/Sessions;->check(Ljava/lang/String;I)I

    move-result v13

    .line 164
    move-object/from16 v0, p0

    move/from16 v1, p1

    move-object/from16 v3, p2

    invoke-direct {v0, v1, v13, v3}, Lcom/copperwick/cetp/CopperToolProvider;->refuse(IILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v14

    .line 165
    if-eqz v14, :cond_0

    .line 166
    return-object v14

    .line 168
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 169
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v16

    .line 170
    if-nez v16, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Lcom/copperwick/cetp/Container;->tool(Ljava/lang/String;)Lcom/copperwick/cetp/Tool;

    move-result-object v0

    :goto_0
    move-object/from16 v17, v0

    .line 171
    if-eqz v17, :cond_2

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->config()Lcom/copperwick/config/ToolConfig;

    move-result-object v0

    move-object/from16 v1, v16

    invoke-virtual {v0, v1}, Lcom/copperwick/config/ToolConfig;->descriptor(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_3

    .line 172
    :cond_2
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 174
    :cond_3
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v18

    .line 175
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v18

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    .line 176
    const-string v1, "INVALID_ARGS"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 180
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v18

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v19, v0

    .line 183
    goto :goto_1

    :catch_0
    move-exception v20

    .line 182
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :goto_1
    new-instance v0, Lcom/copperwick/cetp/Invocation;

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v3}, Lcom/copperwick/cetp/Container;->providerId()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v5, p2

    const-string v6, "deadline_at_ms"

    invoke-virtual {v5, v6}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v5

    .line 185
    move-object/from16 v9, v16

    move-object/from16 v10, v18

    invoke-static {v9, v10}, Lcom/copperwick/cetp/Invocation;->digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object/from16 v10, p2

    const-string v11, "resume_token"

    invoke-virtual {v10, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    const/4 v12, 0x1

    move-object v1, v0

    move/from16 v2, p1

    move-object v4, v15

    move-object/from16 v7, v16

    move-object/from16 v8, v19

    if-ne v13, v12, :cond_5

    const/4 v11, 0x1

    goto :goto_2

    :cond_5
    const/4 v11, 0x0

    :goto_2
    invoke-direct/range {v1 .. v11}, Lcom/copperwick/cetp/Invocation;-><init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Z)V

    move-object/from16 v20, v0

    .line 187
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->executor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v4, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;

    move-object/from16 v1, p0

    move-object/from16 v2, v17

    move-object/from16 v3, v20

    invoke-direct {v4, v1, v2, v3}, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/copperwick/cetp/CopperToolProvider;Lcom/copperwick/cetp/Tool;Lcom/copperwick/cetp/Invocation;)V

    move-object v1, v4

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v21

    .line 189
    move-object/from16 v3, v20

    :try_start_1
    invoke-virtual {v3}, Lcom/copperwick/cetp/Invocation;->remainingMs()J

    move-result-wide v3

    const-wide/16 v1, 0x1

    invoke-static {v1, v2, v3, v4}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v1

    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    move-object/from16 v0, v21

    invoke-interface {v0, v1, v2, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;
    :try_end_1
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_1 .. :try_end_1} :catch_1
    .catch Ljava/lang/InterruptedException; {:try_start_1 .. :try_end_1} :catch_2
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_1 .. :try_end_1} :catch_3

    return-object v0

    :catch_1
    move-exception v22

    .line 191
    move-object/from16 v0, v21

    const/4 v1, 0x1

    invoke-interface {v0, v1}, Ljava/util/concurrent/Future;->cancel(Z)Z

    .line 192
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The tool did not finish in time"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v22

    .line 194
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 195
    const-string v1, "UNAVAILABLE"

    const-string v2, "The provider is shutting down"

    const/4 v3, 0x1

    invoke-static {v15, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_3
    move-exception v22

    .line 197
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    move-object/from16 v2, v16

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v22

    invoke-virtual {v2}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "CopperToolProvider"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 198
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The tool failed"

    const/4 v3, 0x0

    invoke-static {v15, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 255
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 260
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$executeTool$0$com-copperwick-cetp-CopperToolProvider(Lcom/copperwick/cetp/Tool;Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 187
    invoke-direct {p0, p1, p2}, Lcom/copperwick/cetp/CopperToolProvider;->runOnce(Lcom/copperwick/cetp/Tool;Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 154
    iget-object v0, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->sessions()Lcom/copperwick/data/Sessions;

    move-result-object v0

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/copperwick/data/Sessions;->check(Ljava/lang/String;I)I

    move-result v3

    .line 155
    invoke-direct {p0, p1, v3, p2}, Lcom/copperwick/cetp/CopperToolProvider;->refuse(IILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4

    .line 156
    if-eqz v4, :cond_0

    .line 157
    return-object v4

    .line 159
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v1}, Lcom/copperwick/cetp/Container;->config()Lcom/copperwick/config/ToolConfig;

    move-result-object v1

    invoke-virtual {v1}, Lcom/copperwick/config/ToolConfig;->listing()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/copperwick/cetp/Replies;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 88
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 89
    const/4 v6, 0x0

    .line 90
    if-eqz v5, :cond_1

    .line 91
    move-object v7, v5

    array-length v8, v7

    const/4 v9, 0x0

    :goto_0
    if-ge v9, v8, :cond_1

    aget v10, v7, v9

    .line 92
    const/4 v2, 0x2

    move v0, v6

    if-ne v10, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v6, v0, v1

    .line 91
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 95
    :cond_1
    if-nez v6, :cond_2

    .line 96
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Only CETP version 2 is served"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/copperwick/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 98
    :cond_2
    new-instance v7, Lorg/json/JSONArray;

    move-object/from16 v2, p2

    const-string v3, "consumer_capabilities"

    const-string v4, "[]"

    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 99
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 100
    const/4 v9, 0x0

    :goto_2
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v9, v1, :cond_4

    .line 101
    invoke-virtual {v7, v9}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "large_results"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 102
    const-string v1, "large_results"

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 100
    :cond_3
    add-int/lit8 v9, v9, 0x1

    goto :goto_2

    .line 105
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x1b7740

    add-long v9, v0, v2

    .line 106
    iget-object v0, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->sessions()Lcom/copperwick/data/Sessions;

    move-result-object v0

    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v2

    move v1, p1

    if-lez v2, :cond_5

    const/4 v2, 0x1

    goto :goto_3

    :cond_5
    const/4 v2, 0x0

    :goto_3
    invoke-virtual {v0, v1, v2, v9, v10}, Lcom/copperwick/data/Sessions;->open(IZJ)Ljava/lang/String;

    move-result-object v11

    .line 107
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 108
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 109
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 110
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 111
    const-string v1, "idempotency_window_seconds"

    const-wide/32 v2, 0x15180

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v12

    .line 112
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 113
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    .line 114
    invoke-virtual {v2}, Lcom/copperwick/cetp/Container;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    .line 115
    invoke-virtual {v2}, Lcom/copperwick/cetp/Container;->config()Lcom/copperwick/config/ToolConfig;

    move-result-object v2

    invoke-virtual {v2}, Lcom/copperwick/config/ToolConfig;->providerInfo()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "provider_name"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 116
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 117
    invoke-static {v9, v10}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 118
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 119
    const-string v1, "limits"

    invoke-virtual {v0, v1, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 120
    invoke-static {v13}, Lcom/copperwick/cetp/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 59
    :try_start_0
    invoke-virtual {p0}, Lcom/copperwick/cetp/CopperToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    iget-object v2, p0, Lcom/copperwick/cetp/CopperToolProvider;->module:Lcom/copperwick/cetp/Module;

    invoke-static {v1, v2}, Lcom/copperwick/cetp/Container;->build(Landroid/content/Context;Lcom/copperwick/cetp/Module;)Lcom/copperwick/cetp/Container;

    move-result-object v1

    iput-object v1, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 60
    const/4 v0, 0x1

    return v0

    :catch_0
    move-exception v4

    .line 62
    iget-object v1, p0, Lcom/copperwick/cetp/CopperToolProvider;->module:Lcom/copperwick/cetp/Module;

    invoke-interface {v1}, Lcom/copperwick/cetp/Module;->key()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "cannot configure the "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " tools"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "CopperToolProvider"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 63
    const/4 v0, 0x0

    return v0
.end method

.method providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 143
    iget-object v0, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v0}, Lcom/copperwick/cetp/Container;->sessions()Lcom/copperwick/data/Sessions;

    move-result-object v0

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/copperwick/data/Sessions;->check(Ljava/lang/String;I)I

    move-result v3

    .line 144
    invoke-direct {p0, p1, v3, p2}, Lcom/copperwick/cetp/CopperToolProvider;->refuse(IILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4

    .line 145
    if-eqz v4, :cond_0

    .line 146
    return-object v4

    .line 148
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    invoke-virtual {v2}, Lcom/copperwick/cetp/Container;->config()Lcom/copperwick/config/ToolConfig;

    move-result-object v2

    invoke-virtual {v2}, Lcom/copperwick/config/ToolConfig;->providerInfo()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    iget-object v2, p0, Lcom/copperwick/cetp/CopperToolProvider;->container:Lcom/copperwick/cetp/Container;

    .line 149
    invoke-virtual {v2}, Lcom/copperwick/cetp/Container;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 150
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v5}, Lcom/copperwick/cetp/Replies;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 250
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 270
    const/4 v0, 0x0

    return v0
.end method
