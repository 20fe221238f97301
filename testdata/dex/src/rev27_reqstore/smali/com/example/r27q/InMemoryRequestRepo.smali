.class public final Lcom/example/r27q/InMemoryRequestRepo;
.super Ljava/lang/Object;
.source "Executors.kt"
.implements Lcom/example/r27q/RequestRepo;

.field private final done:Ljava/util/HashMap;

.method public constructor <init>()V
    .registers 2
    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 30
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r27q/InMemoryRequestRepo;->done:Ljava/util/HashMap;
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 3
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    iget-object v0, p0, Lcom/example/r27q/InMemoryRequestRepo;->done:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object p1
.end method

.method public record(Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderResult;)V
    .registers 4
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "result"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    iget-object v0, p0, Lcom/example/r27q/InMemoryRequestRepo;->done:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method
