.class public final Lcom/fieldkit/FakeSampleRepo;
.super Ljava/lang/Object;
.source "Repo.kt"

# interfaces
.implements Lcom/fieldkit/SampleRepo;

.field private final rows:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    .line 49
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 50
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/fieldkit/FakeSampleRepo;->rows:Ljava/util/concurrent/ConcurrentHashMap;
    .line 49
    return-void
.end method

.method public insert(Lcom/fieldkit/Sample;)J
    .registers 4
    const-string v1, "sample"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    iget-object v0, v2, Lcom/fieldkit/FakeSampleRepo;->rows:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v3}, Lcom/fieldkit/Sample;->getId()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 54
    iget-object v0, v2, Lcom/fieldkit/FakeSampleRepo;->rows:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->size()I
    move-result v0
    int-to-long v0, v0
    return-wide v0
.end method

.method public discard(Ljava/lang/String;Z)I
    .registers 5
    const-string v1, "id"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    iget-object v0, v2, Lcom/fieldkit/FakeSampleRepo;->rows:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L21
    const/4 v0, 0x1
    goto :L22
    :L21
    const/4 v0, 0x0
    :L22
    return v0
.end method

.method public countBySpecies(Lcom/fieldkit/SpeciesFilter;)I
    .registers 4
    const-string v1, "filter"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    iget-object v0, v2, Lcom/fieldkit/FakeSampleRepo;->rows:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->size()I
    move-result v0
    return v0
.end method

.method public countAtSite(Ljava/lang/String;)I
    .registers 4
    const-string v1, "site"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    iget-object v0, v2, Lcom/fieldkit/FakeSampleRepo;->rows:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->size()I
    move-result v0
    return v0
.end method

.method public logVisit(Ljava/lang/String;I)J
    .registers 5
    const-string v1, "site"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    const-wide/16 v0, 0x0L
    return-wide v0
.end method

