.class final Lcom/example/r35j3/VisitLedger;
.super Ljava/lang/Object;
.source "VisitLedger.java"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;


# instance fields
.field private final done:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>()V
    .locals 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r35j3/VisitLedger;->done:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 1
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/String;",
            "Lkotlin/jvm/functions/Function0<",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation

    .line 16
    iget-object p1, p0, Lcom/example/r35j3/VisitLedger;->done:Ljava/util/Map;

    monitor-enter p1

    .line 17
    :try_start_0
    iget-object v0, p0, Lcom/example/r35j3/VisitLedger;->done:Ljava/util/Map;

    invoke-interface {v0, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    .line 18
    if-eqz v0, :cond_0

    .line 19
    monitor-exit p1

    return-object v0

    .line 21
    :cond_0
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object p3

    check-cast p3, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    .line 22
    iget-object v0, p0, Lcom/example/r35j3/VisitLedger;->done:Ljava/util/Map;

    invoke-interface {v0, p2, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    monitor-exit p1

    return-object p3

    :catchall_0
    move-exception p2

    .line 24
    monitor-exit p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    throw p2
.end method
