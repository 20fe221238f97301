.class public final Lcom/example/r35k3/RoomLedger;
.super Ljava/lang/Object;
.source "Spaces.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSpaces.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Spaces.kt\ncom/example/r35k3/RoomLedger\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,120:1\n1#2:121\n*E\n"
.end annotation

.field private final outcomes:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 2
    .line 73
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 74
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r35k3/RoomLedger;->outcomes:Ljava/util/HashMap;
    .line 73
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
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
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "mutation"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    iget-object p1, p0, Lcom/example/r35k3/RoomLedger;->outcomes:Ljava/util/HashMap;
    monitor-enter p1
    .line 121
    :try_start_0
    const/4 v0, 0x0
    .line 77
    iget-object v0, p0, Lcom/example/r35k3/RoomLedger;->outcomes:Ljava/util/HashMap;
    invoke-virtual {v0, p2}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-nez v0, :cond_done
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p3
    move-object v0, p3
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 121
    const/4 p3, 0x0
    .line 77
    iget-object p3, p0, Lcom/example/r35k3/RoomLedger;->outcomes:Ljava/util/HashMap;
    check-cast p3, Ljava/util/Map;
    invoke-interface {p3, p2, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    :cond_done
    monitor-exit p1
    return-object v0

    :catchall_0
    move-exception p2
    monitor-exit p1
    throw p2
.end method
