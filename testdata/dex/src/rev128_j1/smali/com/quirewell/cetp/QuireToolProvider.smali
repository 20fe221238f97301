.class public abstract Lcom/quirewell/cetp/QuireToolProvider;
.super Landroid/content/ContentProvider;
.source "QuireToolProvider.java"

# interfaces
.implements Lcom/quirewell/cetp/ToolHost;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quirewell/cetp/QuireToolProvider$MethodHandler;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "QuireToolProvider"


# instance fields
.field private catalog:Lcom/quirewell/cetp/ToolCatalog;

.field private final catalogClass:Ljava/lang/String;

.field private confirmations:Lcom/quirewell/cetp/Confirmations;

.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private final handlers:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/quirewell/cetp/CetpMethod;",
            "Lcom/quirewell/cetp/QuireToolProvider$MethodHandler;",
            ">;"
        }
    .end annotation
.end field

.field private final inFlight:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private ledger:Lcom/quirewell/data/Ledger;

.field private pool:Ljava/util/concurrent/ExecutorService;

.field private final providerKey:Ljava/lang/String;

.field private registry:Lcom/quirewell/cetp/ToolRegistry;

.field private sessions:Lcom/quirewell/data/Sessions;

.field private final ticketKind:Ljava/lang/String;


# direct methods
.method protected constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 59
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 49
    new-instance v0, Ljava/util/EnumMap;

    const-class v1, Lcom/quirewell/cetp/CetpMethod;

    invoke-direct {v0, v1}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->handlers:Ljava/util/EnumMap;

    .line 50
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    iput-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    .line 60
    iput-object p1, p0, Lcom/quirewell/cetp/QuireToolProvider;->providerKey:Ljava/lang/String;

    .line 61
    iput-object p2, p0, Lcom/quirewell/cetp/QuireToolProvider;->catalogClass:Ljava/lang/String;

    .line 62
    iput-object p3, p0, Lcom/quirewell/cetp/QuireToolProvider;->ticketKind:Ljava/lang/String;

    .line 63
    return-void
.end method

.method private refuse(ILcom/quirewell/data/Sessions$Session;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 170
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 171
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    if-nez v4, :cond_1

    .line 172
    :cond_0
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and request_id are required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 174
    :cond_1
    if-eqz p2, :cond_2

    invoke-virtual {p2, p1}, Lcom/quirewell/data/Sessions$Session;->belongsTo(I)Z

    move-result v0

    if-nez v0, :cond_3

    .line 175
    :cond_2
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v4, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 177
    :cond_3
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p3, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 178
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gtz v0, :cond_4

    .line 179
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 181
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v5

    if-ltz v0, :cond_5

    .line 182
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :cond_5
    const/4 v0, 0x0

    return-object v0
.end method

.method private runOnce(Lcom/quirewell/cetp/Tool;Lcom/quirewell/cetp/ToolRegistry$Entry;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 21
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 246
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->uid()I

    move-result v0

    move-object/from16 v1, p3

    invoke-virtual {v1}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

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

    .line 247
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    move-object v5, v0

    monitor-enter v5

    .line 248
    move-object/from16 v0, p0

    :try_start_0
    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 249
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "CONFLICT"

    const-string v2, "This request is already running"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    monitor-exit v5

    return-object v0

    .line 251
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

    .line 253
    :goto_0
    move-object/from16 v0, p2

    :try_start_2
    invoke-virtual {v0}, Lcom/quirewell/cetp/ToolRegistry$Entry;->mutates()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 254
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->ledger:Lcom/quirewell/data/Ledger;

    move-object/from16 v1, p3

    invoke-virtual {v1}, Lcom/quirewell/cetp/Invocation;->provider()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p3

    invoke-virtual {v2}, Lcom/quirewell/cetp/Invocation;->uid()I

    move-result v2

    move-object/from16 v3, p3

    invoke-virtual {v3}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/quirewell/data/Ledger;->recall(Ljava/lang/String;ILjava/lang/String;)Lcom/quirewell/data/Ledger$Record;

    move-result-object v5

    .line 255
    if-eqz v5, :cond_2

    .line 256
    move-object/from16 v1, p3

    invoke-virtual {v5, v1}, Lcom/quirewell/data/Ledger$Record;->matches(Lcom/quirewell/cetp/Invocation;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 257
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_7

    move-result-object v6

    .line 283
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    move-object v7, v0

    monitor-enter v7

    .line 284
    move-object/from16 v0, p0

    :try_start_3
    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 285
    monitor-exit v7
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    goto :goto_1

    :catchall_1
    move-exception v8

    :try_start_4
    monitor-exit v7
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1

    throw v8

    .line 257
    :goto_1
    return-object v6

    .line 260
    :cond_1
    :try_start_5
    invoke-virtual {v5}, Lcom/quirewell/data/Ledger$Record;->reply()Landroid/os/Bundle;
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_7

    move-result-object v6

    .line 283
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    move-object v7, v0

    monitor-enter v7

    .line 284
    move-object/from16 v0, p0

    :try_start_6
    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 285
    monitor-exit v7
    :try_end_6
    .catchall {:try_start_6 .. :try_end_6} :catchall_2

    goto :goto_2

    :catchall_2
    move-exception v9

    :try_start_7
    monitor-exit v7
    :try_end_7
    .catchall {:try_start_7 .. :try_end_7} :catchall_2

    throw v9

    .line 260
    :goto_2
    return-object v6

    .line 263
    :cond_2
    move-object/from16 v0, p3

    :try_start_8
    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->resumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_5

    .line 264
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->confirmations:Lcom/quirewell/cetp/Confirmations;

    move-object/from16 v1, p3

    invoke-virtual {v0, v1}, Lcom/quirewell/cetp/Confirmations;->redeem(Lcom/quirewell/cetp/Invocation;)Lcom/quirewell/data/Tickets$Verdict;

    move-result-object v5

    .line 265
    sget-object v1, Lcom/quirewell/data/Tickets$Verdict;->DENIED:Lcom/quirewell/data/Tickets$Verdict;

    if-ne v5, v1, :cond_3

    .line 266
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The user declined"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_8
    .catchall {:try_start_8 .. :try_end_8} :catchall_7

    move-result-object v6

    .line 283
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    move-object v7, v0

    monitor-enter v7

    .line 284
    move-object/from16 v0, p0

    :try_start_9
    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 285
    monitor-exit v7
    :try_end_9
    .catchall {:try_start_9 .. :try_end_9} :catchall_3

    goto :goto_3

    :catchall_3
    move-exception v10

    :try_start_a
    monitor-exit v7
    :try_end_a
    .catchall {:try_start_a .. :try_end_a} :catchall_3

    throw v10

    .line 266
    :goto_3
    return-object v6

    .line 268
    :cond_3
    :try_start_b
    sget-object v1, Lcom/quirewell/data/Tickets$Verdict;->APPROVED:Lcom/quirewell/data/Tickets$Verdict;

    if-eq v5, v1, :cond_4

    .line 269
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token does not fit this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_b
    .catchall {:try_start_b .. :try_end_b} :catchall_7

    move-result-object v6

    .line 283
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    move-object v7, v0

    monitor-enter v7

    .line 284
    move-object/from16 v0, p0

    :try_start_c
    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 285
    monitor-exit v7
    :try_end_c
    .catchall {:try_start_c .. :try_end_c} :catchall_4

    goto :goto_4

    :catchall_4
    move-exception v11

    :try_start_d
    monitor-exit v7
    :try_end_d
    .catchall {:try_start_d .. :try_end_d} :catchall_4

    throw v11

    .line 269
    :goto_4
    return-object v6

    .line 272
    :cond_4
    move-object/from16 v0, p3

    :try_start_e
    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->markApproved()V

    .line 274
    :cond_5
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->remainingMs()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_6

    .line 275
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/quirewell/cetp/Invocation;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_e
    .catchall {:try_start_e .. :try_end_e} :catchall_7

    move-result-object v5

    .line 283
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    move-object v6, v0

    monitor-enter v6

    .line 284
    move-object/from16 v0, p0

    :try_start_f
    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 285
    monitor-exit v6
    :try_end_f
    .catchall {:try_start_f .. :try_end_f} :catchall_5

    goto :goto_5

    :catchall_5
    move-exception v12

    :try_start_10
    monitor-exit v6
    :try_end_10
    .catchall {:try_start_10 .. :try_end_10} :catchall_5

    throw v12

    .line 275
    :goto_5
    return-object v5

    .line 277
    :cond_6
    move-object/from16 v0, p1

    move-object/from16 v1, p3

    :try_start_11
    invoke-interface {v0, v1}, Lcom/quirewell/cetp/Tool;->run(Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v5

    .line 278
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/quirewell/cetp/ToolRegistry$Entry;->mutates()Z

    move-result v0

    if-eqz v0, :cond_7

    const-string v2, "error_code"

    invoke-virtual {v5, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 279
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->ledger:Lcom/quirewell/data/Ledger;

    move-object/from16 v1, p3

    invoke-virtual {v0, v1, v5}, Lcom/quirewell/data/Ledger;->keep(Lcom/quirewell/cetp/Invocation;Landroid/os/Bundle;)V
    :try_end_11
    .catchall {:try_start_11 .. :try_end_11} :catchall_7

    .line 281
    :cond_7
    move-object v6, v5

    .line 283
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    move-object v7, v0

    monitor-enter v7

    .line 284
    move-object/from16 v0, p0

    :try_start_12
    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 285
    monitor-exit v7
    :try_end_12
    .catchall {:try_start_12 .. :try_end_12} :catchall_6

    goto :goto_6

    :catchall_6
    move-exception v13

    :try_start_13
    monitor-exit v7
    :try_end_13
    .catchall {:try_start_13 .. :try_end_13} :catchall_6

    throw v13

    .line 281
    :goto_6
    return-object v6

    :catchall_7
    move-exception v14

    .line 283
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    move-object v15, v0

    monitor-enter v15

    .line 284
    move-object/from16 v0, p0

    :try_start_14
    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->inFlight:Ljava/util/Set;

    invoke-interface {v0, v4}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 285
    monitor-exit v15
    :try_end_14
    .catchall {:try_start_14 .. :try_end_14} :catchall_8

    goto :goto_7

    :catchall_8
    move-exception v16

    :try_start_15
    monitor-exit v15
    :try_end_15
    .catchall {:try_start_15 .. :try_end_15} :catchall_8

    throw v16

    .line 286
    :goto_7
    throw v14
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 113
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 114
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    sget-object v0, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :goto_0
    move-object v5, v0

    .line 115
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 116
    invoke-virtual {p0}, Lcom/quirewell/cetp/QuireToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, v4}, Lcom/quirewell/cetp/CallerCheck;->trusted(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 117
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Quirewell tools"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 119
    :cond_1
    invoke-static {p1}, Lcom/quirewell/cetp/CetpMethod;->fromWire(Ljava/lang/String;)Lcom/quirewell/cetp/CetpMethod;

    move-result-object v7

    .line 120
    if-nez v7, :cond_2

    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->handlers:Ljava/util/EnumMap;

    invoke-virtual {v0, v7}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quirewell/cetp/QuireToolProvider$MethodHandler;

    :goto_1
    move-object v8, v0

    .line 121
    if-nez v8, :cond_3

    .line 122
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :cond_3
    :try_start_0
    invoke-interface {v8, v4, v5}, Lcom/quirewell/cetp/QuireToolProvider$MethodHandler;->handle(ILandroid/os/Bundle;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v9

    .line 127
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuireToolProvider"

    invoke-static {v0, v1, v9}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 128
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The provider could not handle the request"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public confirmations()Lcom/quirewell/cetp/Confirmations;
    .registers 2

    .line 108
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->confirmations:Lcom/quirewell/cetp/Confirmations;

    return-object v0
.end method

.method public context()Landroid/content/Context;
    .registers 2

    .line 98
    invoke-virtual {p0}, Lcom/quirewell/cetp/QuireToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    return-object v0
.end method

.method public database()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 103
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 306
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

    .line 205
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->sessions:Lcom/quirewell/data/Sessions;

    move-object/from16 v1, p2

    const-string v2, "session_token"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quirewell/data/Sessions;->find(Ljava/lang/String;)Lcom/quirewell/data/Sessions$Session;

    move-result-object v12

    .line 206
    move-object/from16 v0, p0

    move/from16 v1, p1

    move-object/from16 v3, p2

    invoke-direct {v0, v1, v12, v3}, Lcom/quirewell/cetp/QuireToolProvider;->refuse(ILcom/quirewell/data/Sessions$Session;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v13

    .line 207
    if-eqz v13, :cond_0

    .line 208
    return-object v13

    .line 210
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v14

    .line 211
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 212
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->registry:Lcom/quirewell/cetp/ToolRegistry;

    invoke-virtual {v0, v15}, Lcom/quirewell/cetp/ToolRegistry;->find(Ljava/lang/String;)Lcom/quirewell/cetp/ToolRegistry$Entry;

    move-result-object v16

    .line 213
    if-nez v16, :cond_1

    .line 214
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v14, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 216
    :cond_1
    move-object/from16 v0, p2

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v17

    .line 217
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 218
    const-string v1, "INVALID_ARGS"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v14, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 222
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v17

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v18, v0

    .line 225
    goto :goto_0

    :catch_0
    move-exception v19

    .line 224
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object"

    const/4 v3, 0x0

    invoke-static {v14, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 226
    :goto_0
    new-instance v19, Lcom/quirewell/cetp/Invocation;

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lcom/quirewell/cetp/QuireToolProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v5, p2

    const-string v6, "deadline_at_ms"

    invoke-virtual {v5, v6}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v5

    .line 227
    move-object/from16 v10, v17

    invoke-static {v15, v10}, Lcom/quirewell/cetp/Invocation;->digest(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object/from16 v10, p2

    const-string v11, "resume_token"

    invoke-virtual {v10, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    invoke-virtual {v12}, Lcom/quirewell/data/Sessions$Session;->largeResults()Z

    move-result v11

    move-object/from16 v1, v19

    move/from16 v2, p1

    move-object v4, v14

    move-object v7, v15

    move-object/from16 v8, v18

    invoke-direct/range {v1 .. v11}, Lcom/quirewell/cetp/Invocation;-><init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Z)V

    .line 228
    const-class v0, Lcom/quirewell/cetp/Tool;

    invoke-virtual {v0}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/Class;

    const/4 v3, 0x0

    const-class v4, Lcom/quirewell/cetp/Tool;

    aput-object v4, v1, v3

    .line 229
    move-object/from16 v2, p0

    move-object/from16 v3, v16

    invoke-virtual {v2, v3}, Lcom/quirewell/cetp/QuireToolProvider;->guard(Lcom/quirewell/cetp/ToolRegistry$Entry;)Ljava/lang/reflect/InvocationHandler;

    move-result-object v2

    .line 228
    invoke-static {v0, v1, v2}, Ljava/lang/reflect/Proxy;->newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quirewell/cetp/Tool;

    move-object/from16 v20, v0

    .line 230
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/quirewell/cetp/QuireToolProvider;->pool:Ljava/util/concurrent/ExecutorService;

    new-instance v5, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;

    move-object/from16 v1, p0

    move-object/from16 v2, v20

    move-object/from16 v3, v16

    move-object/from16 v4, v19

    invoke-direct {v5, v1, v2, v3, v4}, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;-><init>(Lcom/quirewell/cetp/QuireToolProvider;Lcom/quirewell/cetp/Tool;Lcom/quirewell/cetp/ToolRegistry$Entry;Lcom/quirewell/cetp/Invocation;)V

    move-object v1, v5

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v21

    .line 232
    move-object/from16 v3, v19

    :try_start_1
    invoke-virtual {v3}, Lcom/quirewell/cetp/Invocation;->remainingMs()J

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

    .line 234
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The tool did not finish before the deadline"

    const/4 v3, 0x0

    invoke-static {v14, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v22

    .line 236
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 237
    const-string v1, "UNAVAILABLE"

    const-string v2, "The provider is shutting down"

    const/4 v3, 0x1

    invoke-static {v14, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_3
    move-exception v22

    .line 239
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v15}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, v22

    invoke-virtual {v2}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "QuireToolProvider"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 240
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The tool failed"

    const/4 v3, 0x0

    invoke-static {v14, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 296
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract guard(Lcom/quirewell/cetp/ToolRegistry$Entry;)Ljava/lang/reflect/InvocationHandler;
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 301
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$executeTool$0$com-quirewell-cetp-QuireToolProvider(Lcom/quirewell/cetp/Tool;Lcom/quirewell/cetp/ToolRegistry$Entry;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 230
    invoke-direct {p0, p1, p2, p3}, Lcom/quirewell/cetp/QuireToolProvider;->runOnce(Lcom/quirewell/cetp/Tool;Lcom/quirewell/cetp/ToolRegistry$Entry;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method listTools(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 197
    iget-object v2, p0, Lcom/quirewell/cetp/QuireToolProvider;->sessions:Lcom/quirewell/data/Sessions;

    const-string v4, "session_token"

    invoke-virtual {p2, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/quirewell/data/Sessions;->find(Ljava/lang/String;)Lcom/quirewell/data/Sessions$Session;

    move-result-object v2

    invoke-direct {p0, p1, v2, p2}, Lcom/quirewell/cetp/QuireToolProvider;->refuse(ILcom/quirewell/data/Sessions$Session;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v5

    .line 198
    if-eqz v5, :cond_0

    .line 199
    return-object v5

    .line 201
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->registry:Lcom/quirewell/cetp/ToolRegistry;

    invoke-virtual {v1}, Lcom/quirewell/cetp/ToolRegistry;->listing()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/quirewell/cetp/Replies;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 133
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v5

    .line 134
    const/4 v6, 0x0

    .line 135
    if-eqz v5, :cond_1

    .line 136
    move-object v7, v5

    array-length v8, v7

    const/4 v9, 0x0

    :goto_0
    if-ge v9, v8, :cond_1

    aget v10, v7, v9

    .line 137
    const/4 v2, 0x2

    move v0, v6

    if-ne v10, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v6, v0, v1

    .line 136
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 140
    :cond_1
    if-nez v6, :cond_2

    .line 141
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Only CETP version 2 is served"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/quirewell/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 143
    :cond_2
    new-instance v7, Lorg/json/JSONArray;

    const-string v3, "consumer_capabilities"

    const-string v4, "[]"

    invoke-virtual {p2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v7, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 144
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 145
    const/4 v9, 0x0

    :goto_2
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v9, v1, :cond_4

    .line 146
    invoke-virtual {v7, v9}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "large_results"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 147
    const-string v1, "large_results"

    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 145
    :cond_3
    add-int/lit8 v9, v9, 0x1

    goto :goto_2

    .line 150
    :cond_4
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->sessions:Lcom/quirewell/data/Sessions;

    invoke-virtual {v8}, Lorg/json/JSONArray;->length()I

    move-result v2

    move v1, p1

    if-lez v2, :cond_5

    const/4 v2, 0x1

    goto :goto_3

    :cond_5
    const/4 v2, 0x0

    :goto_3
    invoke-virtual {v0, v1, v2}, Lcom/quirewell/data/Sessions;->open(IZ)Lcom/quirewell/data/Sessions$Session;

    move-result-object v9

    .line 151
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 152
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 153
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 154
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 155
    const-string v1, "idempotency_window_seconds"

    const-wide/32 v2, 0x15180

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v10

    .line 156
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->catalog:Lcom/quirewell/cetp/ToolCatalog;

    invoke-interface {v0}, Lcom/quirewell/cetp/ToolCatalog;->providerInfo()Lorg/json/JSONObject;

    move-result-object v11

    .line 157
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 158
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 159
    invoke-virtual {p0}, Lcom/quirewell/cetp/QuireToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 160
    const-string v3, "provider_name"

    invoke-virtual {v11, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 161
    invoke-virtual {v9}, Lcom/quirewell/data/Sessions$Session;->token()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 162
    invoke-virtual {v9}, Lcom/quirewell/data/Sessions$Session;->expiresAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 163
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 164
    const-string v1, "limits"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    .line 165
    invoke-static {v12}, Lcom/quirewell/cetp/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 10

    .line 75
    invoke-virtual {p0}, Lcom/quirewell/cetp/QuireToolProvider;->getContext()Landroid/content/Context;

    move-result-object v7

    .line 76
    invoke-static {v7}, Lcom/quirewell/data/QuireDatabase;->get(Landroid/content/Context;)Lcom/quirewell/data/QuireDatabase;

    move-result-object v1

    invoke-virtual {v1}, Lcom/quirewell/data/QuireDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    iput-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 77
    new-instance v1, Lcom/quirewell/data/Sessions;

    iget-object v3, p0, Lcom/quirewell/cetp/QuireToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-virtual {p0}, Lcom/quirewell/cetp/QuireToolProvider;->providerId()Ljava/lang/String;

    move-result-object v4

    const-string v5, "session"

    invoke-static {v5}, Lcom/quirewell/cetp/TokenSources;->create(Ljava/lang/String;)Lcom/quirewell/cetp/TokenSources$TokenSource;

    move-result-object v5

    invoke-direct {v1, v3, v4, v5}, Lcom/quirewell/data/Sessions;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lcom/quirewell/cetp/TokenSources$TokenSource;)V

    iput-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->sessions:Lcom/quirewell/data/Sessions;

    .line 78
    new-instance v1, Lcom/quirewell/data/Ledger;

    iget-object v3, p0, Lcom/quirewell/cetp/QuireToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v1, v3}, Lcom/quirewell/data/Ledger;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->ledger:Lcom/quirewell/data/Ledger;

    .line 79
    new-instance v1, Lcom/quirewell/cetp/Confirmations;

    new-instance v4, Lcom/quirewell/data/Tickets;

    iget-object v6, p0, Lcom/quirewell/cetp/QuireToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v4, v6}, Lcom/quirewell/data/Tickets;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iget-object v5, p0, Lcom/quirewell/cetp/QuireToolProvider;->ticketKind:Ljava/lang/String;

    invoke-static {v5}, Lcom/quirewell/cetp/TokenSources;->create(Ljava/lang/String;)Lcom/quirewell/cetp/TokenSources$TokenSource;

    move-result-object v5

    invoke-direct {v1, v7, v4, v5}, Lcom/quirewell/cetp/Confirmations;-><init>(Landroid/content/Context;Lcom/quirewell/data/Tickets;Lcom/quirewell/cetp/TokenSources$TokenSource;)V

    iput-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->confirmations:Lcom/quirewell/cetp/Confirmations;

    .line 80
    const/4 v1, 0x2

    invoke-static {v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    iput-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->pool:Ljava/util/concurrent/ExecutorService;

    .line 81
    new-instance v1, Lcom/quirewell/cetp/ToolRegistry;

    invoke-direct {v1}, Lcom/quirewell/cetp/ToolRegistry;-><init>()V

    iput-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->registry:Lcom/quirewell/cetp/ToolRegistry;

    .line 83
    :try_start_0
    iget-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->catalogClass:Ljava/lang/String;

    invoke-static {v1}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;

    move-result-object v1

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/Class;

    invoke-virtual {v1, v2}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;

    move-result-object v1

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/Object;

    invoke-virtual {v1, v2}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/quirewell/cetp/ToolCatalog;

    iput-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->catalog:Lcom/quirewell/cetp/ToolCatalog;

    .line 84
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->catalog:Lcom/quirewell/cetp/ToolCatalog;

    iget-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->registry:Lcom/quirewell/cetp/ToolRegistry;

    invoke-interface {v0, v1, p0}, Lcom/quirewell/cetp/ToolCatalog;->populate(Lcom/quirewell/cetp/ToolRegistry;Lcom/quirewell/cetp/ToolHost;)V
    :try_end_0
    .catch Ljava/lang/ReflectiveOperationException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 88
    goto :goto_0

    :catch_0
    move-exception v8

    .line 86
    iget-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider;->catalogClass:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tool catalog "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed to load"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "QuireToolProvider"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 87
    const/4 v0, 0x0

    return v0

    .line 89
    :goto_0
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/quirewell/cetp/CetpMethod;->NEGOTIATE:Lcom/quirewell/cetp/CetpMethod;

    new-instance v2, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/quirewell/cetp/QuireToolProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 90
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/quirewell/cetp/CetpMethod;->GET_PROVIDER_INFO:Lcom/quirewell/cetp/CetpMethod;

    new-instance v2, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/quirewell/cetp/QuireToolProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 91
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/quirewell/cetp/CetpMethod;->LIST_TOOLS:Lcom/quirewell/cetp/CetpMethod;

    new-instance v2, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/quirewell/cetp/QuireToolProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 92
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/quirewell/cetp/CetpMethod;->EXECUTE_TOOL:Lcom/quirewell/cetp/CetpMethod;

    new-instance v2, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, p0}, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/quirewell/cetp/QuireToolProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 93
    const/4 v0, 0x1

    return v0
.end method

.method protected final providerId()Ljava/lang/String;
    .registers 4

    .line 70
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->providerKey:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "com.quirewell."

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method providerInfo(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 188
    iget-object v2, p0, Lcom/quirewell/cetp/QuireToolProvider;->sessions:Lcom/quirewell/data/Sessions;

    const-string v4, "session_token"

    invoke-virtual {p2, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/quirewell/data/Sessions;->find(Ljava/lang/String;)Lcom/quirewell/data/Sessions$Session;

    move-result-object v2

    invoke-direct {p0, p1, v2, p2}, Lcom/quirewell/cetp/QuireToolProvider;->refuse(ILcom/quirewell/data/Sessions$Session;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v5

    .line 189
    if-eqz v5, :cond_0

    .line 190
    return-object v5

    .line 192
    :cond_0
    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider;->catalog:Lcom/quirewell/cetp/ToolCatalog;

    invoke-interface {v0}, Lcom/quirewell/cetp/ToolCatalog;->providerInfo()Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lcom/quirewell/cetp/QuireToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    .line 193
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v6}, Lcom/quirewell/cetp/Replies;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 291
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 311
    const/4 v0, 0x0

    return v0
.end method
