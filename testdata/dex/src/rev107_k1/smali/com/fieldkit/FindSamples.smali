.class public final Lcom/fieldkit/FindSamples;
.super Ljava/lang/Object;
.source "UseCases.kt"

.field private final repo:Lcom/fieldkit/SampleRepo;

.method public constructor <init>(Lcom/fieldkit/SampleRepo;)V
    .registers 3
    const-string v0, "repo"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/FindSamples;->repo:Lcom/fieldkit/SampleRepo;
    return-void
.end method

.method public final invoke(Lcom/fieldkit/SpeciesFilter;)Lcom/fieldkit/UiResult;
    .registers 7
    const-string v1, "filter"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Lcom/fieldkit/UiResult$Ok;
    iget-object v2, v5, Lcom/fieldkit/FindSamples;->repo:Lcom/fieldkit/SampleRepo;
    invoke-interface {v2, v6}, Lcom/fieldkit/SampleRepo;->countBySpecies(Lcom/fieldkit/SpeciesFilter;)I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"count\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/UiResult$Ok;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/fieldkit/UiResult;
    return-object v0
.end method

