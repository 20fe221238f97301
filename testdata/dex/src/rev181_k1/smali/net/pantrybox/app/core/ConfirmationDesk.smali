.class public final Lnet/pantrybox/app/core/ConfirmationDesk;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# static fields
.field public static final INSTANCE:Lnet/pantrybox/app/core/ConfirmationDesk;

.field private static final TTL_MS:J = 0x927c0L

.field private static final byToken:Ljava/util/HashMap;

.field private static final tokenByTicket:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/pantrybox/app/core/ConfirmationDesk;

    invoke-direct {v0}, Lnet/pantrybox/app/core/ConfirmationDesk;-><init>()V

    sput-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->INSTANCE:Lnet/pantrybox/app/core/ConfirmationDesk;

    .line 29
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->byToken:Ljava/util/HashMap;

    .line 30
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->tokenByTicket:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized answer(Ljava/lang/String;Z)Z
    .registers 8

    monitor-enter p0

    :try_start_0
    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->tokenByTicket:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 67
    const/4 v4, 0x0

    .line 46
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->byToken:Ljava/util/HashMap;

    invoke-virtual {v0, v3}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    :cond_1
    move-object v2, v0

    .line 47
    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    iput-object v1, v2, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->answer:Ljava/lang/Boolean;

    .line 48
    const/4 v0, 0x1

    monitor-exit p0

    return v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized describe(Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    monitor-enter p0

    :try_start_0
    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->tokenByTicket:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 67
    const/4 v3, 0x0

    .line 42
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->byToken:Ljava/util/HashMap;

    invoke-virtual {v0, v2}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;

    if-eqz v0, :cond_0

    iget-object v0, v0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->summary:Ljava/lang/String;

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized park(Lcom/clawseed/sdk/provider/CetpProviderRequest;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/ConfirmationDesk$Parked;
    .registers 19

    monitor-enter p0

    :try_start_0
    move-object/from16 v0, p1

    const-string v1, "request"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    new-instance v0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;

    const/16 v2, 0x20

    invoke-static {v2}, Lnet/pantrybox/app/core/Tokens;->hex(I)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v3}, Lnet/pantrybox/app/core/Tokens;->hex(I)Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p1

    iget v4, v4, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    move-object/from16 v6, p1

    iget-object v6, v6, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v6}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v6

    .line 35
    move-object/from16 v7, p1

    iget-object v7, v7, Lcom/clawseed/sdk/provider/CetpProviderRequest;->requestId:Ljava/lang/String;

    move-object/from16 v8, p1

    iget-object v8, v8, Lcom/clawseed/sdk/provider/CetpProviderRequest;->argsText:Ljava/lang/String;

    invoke-static {v8}, Lnet/pantrybox/app/core/PackagesKt;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    const-wide/32 v12, 0x927c0

    add-long/2addr v10, v12

    .line 34
    move-object v1, v2

    move-object v2, v3

    move v3, v4

    move-object/from16 v4, p2

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object/from16 v8, p3

    move-wide v9, v10

    invoke-direct/range {v0 .. v10}, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    move-object v14, v0

    .line 36
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->byToken:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    iget-object v1, v14, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1, v14}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->tokenByTicket:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    iget-object v1, v14, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->ticket:Ljava/lang/String;

    iget-object v2, v14, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 38
    monitor-exit p0

    return-object v14
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized redeem(Lcom/clawseed/sdk/provider/CetpProviderRequest;Ljava/lang/String;)Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;
    .registers 10

    monitor-enter p0

    :try_start_0
    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    iget-object v0, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_0

    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->INVALID:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    monitor-exit p0

    return-object v0

    :cond_0
    move-object v4, v0

    .line 54
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->byToken:Ljava/util/HashMap;

    invoke-virtual {v0, v4}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;

    if-nez v0, :cond_1

    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->INVALID:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    monitor-exit p0

    return-object v0

    :cond_1
    move-object v5, v0

    .line 55
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->tokenByTicket:Ljava/util/HashMap;

    iget-object v1, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->ticket:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 56
    iget v0, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->callerUid:I

    iget v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    if-ne v0, v1, :cond_2

    iget-object v0, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->providerId:Ljava/lang/String;

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->tool:Ljava/lang/String;

    iget-object v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 57
    iget-object v0, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->requestId:Ljava/lang/String;

    iget-object v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    iget-object v0, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->argsDigest:Ljava/lang/String;

    iget-object v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->argsText:Ljava/lang/String;

    invoke-static {v1}, Lnet/pantrybox/app/core/PackagesKt;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 58
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->expiresAt:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    .line 56
    :goto_0
    move v6, v0

    .line 60
    if-nez v6, :cond_3

    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->INVALID:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    goto :goto_1

    .line 61
    :cond_3
    iget-object v0, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->answer:Ljava/lang/Boolean;

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->APPROVED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    goto :goto_1

    .line 62
    :cond_4
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->DENIED:Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    .line 59
    :goto_1
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
