.class public final Lcom/fieldkit/DiscardSample;
.super Ljava/lang/Object;
.source "UseCases.kt"

.field private final repo:Lcom/fieldkit/SampleRepo;

.method public constructor <init>(Lcom/fieldkit/SampleRepo;)V
    .registers 3
    const-string v0, "repo"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/DiscardSample;->repo:Lcom/fieldkit/SampleRepo;
    return-void
.end method

.method public final invoke(Ljava/lang/String;Z)Lcom/fieldkit/Either;
    .registers 6
    const-string v1, "id"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-interface {v4}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L22
    const/4 v0, 0x1
    goto :L23
    :L22
    const/4 v0, 0x0
    :L23
    .line 10
    if-eqz v0, :L41
    new-instance v0, Lcom/fieldkit/Either$Left;
    const-string v2, "id missing"
    invoke-direct {v0, v2}, Lcom/fieldkit/Either$Left;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/fieldkit/Either;
    goto :L65
    :L41
    new-instance v0, Lcom/fieldkit/Either$Right;
    iget-object v2, v3, Lcom/fieldkit/DiscardSample;->repo:Lcom/fieldkit/SampleRepo;
    invoke-interface {v2, v4, v5}, Lcom/fieldkit/SampleRepo;->discard(Ljava/lang/String;Z)I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/Either$Right;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lcom/fieldkit/Either;
    :L65
    return-object v0
.end method

