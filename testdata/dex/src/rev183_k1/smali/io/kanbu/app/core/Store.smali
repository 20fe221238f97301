.class public final Lio/kanbu/app/core/Store;
.super Ljava/lang/Object;
.source "Store.kt"


# instance fields
.field private final chain:Lkotlin/jvm/functions/Function1;

.field private final reducer:Lkotlin/jvm/functions/Function2;

.field private volatile state:Ljava/lang/Object;


# direct methods
.method public constructor <init>(Ljava/lang/Object;Lkotlin/jvm/functions/Function2;Ljava/util/List;)V
    .registers 15

    const-string v1, "reducer"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "middlewares"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p2, p0, Lio/kanbu/app/core/Store;->reducer:Lkotlin/jvm/functions/Function2;

    .line 14
    iput-object p1, p0, Lio/kanbu/app/core/Store;->state:Ljava/lang/Object;

    .line 17
    move-object v2, p3

    new-instance v3, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0}, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda0;-><init>(Lio/kanbu/app/core/Store;)V

    move-object v10, p0

    const/4 v4, 0x0

    .line 35
    move-object v5, v3

    .line 36
    invoke-interface {v2}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    .line 37
    invoke-interface {v2}, Ljava/util/List;->size()I

    move-result v1

    invoke-interface {v2, v1}, Ljava/util/List;->listIterator(I)Ljava/util/ListIterator;

    move-result-object v6

    .line 38
    :goto_0
    invoke-interface {v6}, Ljava/util/ListIterator;->hasPrevious()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 39
    invoke-interface {v6}, Ljava/util/ListIterator;->previous()Ljava/lang/Object;

    move-result-object v0

    move-object v7, v5

    check-cast v0, Lkotlin/jvm/functions/Function3;

    move-object v8, v0

    const/4 v9, 0x0

    .line 18
    new-instance v5, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;

    invoke-direct {v5, v8, p0, v7}, Lio/kanbu/app/core/Store$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function3;Lio/kanbu/app/core/Store;Lkotlin/jvm/functions/Function1;)V

    .line 39
    goto :goto_0

    .line 17
    :cond_0
    iput-object v5, v10, Lio/kanbu/app/core/Store;->chain:Lkotlin/jvm/functions/Function1;

    .line 12
    return-void
.end method

.method public static final chain$lambda$0(Lio/kanbu/app/core/Store;Ljava/lang/Object;)Lkotlin/Unit;
    .registers 3

    .line 17
    invoke-direct {p0, p1}, Lio/kanbu/app/core/Store;->reduce(Ljava/lang/Object;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final chain$lambda$1$0(Lkotlin/jvm/functions/Function3;Lio/kanbu/app/core/Store;Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Lkotlin/Unit;
    .registers 5

    .line 18
    invoke-interface {p0, p1, p3, p2}, Lkotlin/jvm/functions/Function3;->invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final reduce(Ljava/lang/Object;)V
    .registers 4

    .line 22
    iget-object v0, p0, Lio/kanbu/app/core/Store;->reducer:Lkotlin/jvm/functions/Function2;

    iget-object v1, p0, Lio/kanbu/app/core/Store;->state:Ljava/lang/Object;

    invoke-interface {v0, v1, p1}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/core/Store;->state:Ljava/lang/Object;

    .line 23
    return-void
.end method


# virtual methods
.method public final declared-synchronized atomically(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 4

    monitor-enter p0

    :try_start_0
    const-string v1, "block"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-interface {p1}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v0

    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized dispatch(Ljava/lang/Object;)V
    .registers 3

    monitor-enter p0

    .line 27
    :try_start_0
    iget-object v0, p0, Lio/kanbu/app/core/Store;->chain:Lkotlin/jvm/functions/Function1;

    invoke-interface {v0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 28
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final getState()Ljava/lang/Object;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/kanbu/app/core/Store;->state:Ljava/lang/Object;

    return-object v0
.end method
