.class public final Lcom/example/r37k1/FleetProvider$mutationExecutor$2$1;
.super Ljava/lang/Object;
.source "Fleet.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r37k1/FleetProvider;->mutationExecutor_delegate$lambda$0()Lcom/example/r37k1/FleetProvider$mutationExecutor$2$1;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nFleet.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Fleet.kt\ncom/example/r37k1/FleetProvider$mutationExecutor$2$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,134:1\n1#2:135\n*E\n"
.end annotation

.field private final done:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>()V
    .registers 2
    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r37k1/FleetProvider$mutationExecutor$2$1;->done:Ljava/util/concurrent/ConcurrentHashMap;
    .line 30
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
    .line 34
    iget-object p1, p0, Lcom/example/r37k1/FleetProvider$mutationExecutor$2$1;->done:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    if-nez p1, :cond_0
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    move-object p3, p1
    check-cast p3, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 135
    const/4 v0, 0x0
    .line 34
    iget-object v0, p0, Lcom/example/r37k1/FleetProvider$mutationExecutor$2$1;->done:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p2, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    nop
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    :cond_0
    return-object p1
.end method
