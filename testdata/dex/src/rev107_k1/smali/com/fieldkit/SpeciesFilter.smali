.class public final Lcom/fieldkit/SpeciesFilter;
.super Ljava/lang/Object;
.source "Model.kt"

.field private final species:Ljava/lang/String;
.field private final limit:I

.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "species"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/SpeciesFilter;->species:Ljava/lang/String;
    iput v3, v1, Lcom/fieldkit/SpeciesFilter;->limit:I
    return-void
.end method

.method public final getSpecies()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, v1, Lcom/fieldkit/SpeciesFilter;->species:Ljava/lang/String;
    return-object v0
.end method

.method public final getLimit()I
    .registers 2
    .line 5
    iget v0, v1, Lcom/fieldkit/SpeciesFilter;->limit:I
    return v0
.end method

