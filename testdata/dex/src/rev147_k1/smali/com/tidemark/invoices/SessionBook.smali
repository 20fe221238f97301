.class public final Lcom/tidemark/invoices/SessionBook;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/tidemark/invoices/SessionBook;

.field private static final TTL_MS:J = 0x36ee80L

.field private static final open:Ljava/util/HashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidemark/invoices/SessionBook;

    invoke-direct {v0}, Lcom/tidemark/invoices/SessionBook;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/SessionBook;->INSTANCE:Lcom/tidemark/invoices/SessionBook;

    .line 19
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/SessionBook;->open:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized find(Ljava/lang/String;ILjava/lang/String;)Lcom/tidemark/invoices/Session;
    .registers 9

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    sget-object v0, Lcom/tidemark/invoices/SessionBook;->open:Ljava/util/HashMap;

    move-object v1, p1

    if-nez p1, :cond_0

    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    :cond_0
    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/Session;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 32
    invoke-virtual {v4}, Lcom/tidemark/invoices/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_2

    invoke-virtual {v4}, Lcom/tidemark/invoices/Session;->getProviderId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    :cond_2
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 33
    :cond_3
    invoke-virtual {v4}, Lcom/tidemark/invoices/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_4

    .line 34
    sget-object v0, Lcom/tidemark/invoices/SessionBook;->open:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 35
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 37
    :cond_4
    monitor-exit p0

    return-object v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized open(ILjava/lang/String;Ljava/util/Set;)Ljava/lang/String;
    .registers 16

    monitor-enter p0

    :try_start_0
    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "capabilities"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    sget-object v0, Lcom/tidemark/invoices/Tokens;->INSTANCE:Lcom/tidemark/invoices/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/tidemark/invoices/Tokens;->mint$default(Lcom/tidemark/invoices/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v11

    .line 24
    sget-object v0, Lcom/tidemark/invoices/SessionBook;->open:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lcom/tidemark/invoices/Session;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    const-wide/32 v9, 0x36ee80

    add-long/2addr v7, v9

    move v3, p1

    move-object v4, p2

    move-object v5, p3

    move-wide v6, v7

    invoke-direct/range {v2 .. v7}, Lcom/tidemark/invoices/Session;-><init>(ILjava/lang/String;Ljava/util/Set;J)V

    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 25
    monitor-exit p0

    return-object v11
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
