.class public final Lcom/fieldkit/Sample;
.super Ljava/lang/Object;
.source "Model.kt"

.field private final id:Ljava/lang/String;
.field private final species:Ljava/lang/String;
.field private final site:Ljava/lang/String;
.field private final count:I

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 6
    const-string v0, "id"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "species"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "site"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 3
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/Sample;->id:Ljava/lang/String;
    iput-object v3, v1, Lcom/fieldkit/Sample;->species:Ljava/lang/String;
    iput-object v4, v1, Lcom/fieldkit/Sample;->site:Ljava/lang/String;
    iput v5, v1, Lcom/fieldkit/Sample;->count:I
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 3
    iget-object v0, v1, Lcom/fieldkit/Sample;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getSpecies()Ljava/lang/String;
    .registers 2
    .line 3
    iget-object v0, v1, Lcom/fieldkit/Sample;->species:Ljava/lang/String;
    return-object v0
.end method

.method public final getSite()Ljava/lang/String;
    .registers 2
    .line 3
    iget-object v0, v1, Lcom/fieldkit/Sample;->site:Ljava/lang/String;
    return-object v0
.end method

.method public final getCount()I
    .registers 2
    .line 3
    iget v0, v1, Lcom/fieldkit/Sample;->count:I
    return v0
.end method

