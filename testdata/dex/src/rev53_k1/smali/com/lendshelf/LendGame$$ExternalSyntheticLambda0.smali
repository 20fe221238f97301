.class public final synthetic Lcom/lendshelf/LendGame$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public final synthetic f$0:J

.method public synthetic constructor <init>(J)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/lendshelf/LendGame$$ExternalSyntheticLambda0;->f$0:J
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iget-wide v0, p0, Lcom/lendshelf/LendGame$$ExternalSyntheticLambda0;->f$0:J
    move-object v2, p1
    check-cast v2, Lcom/lendshelf/ResolutionSpec;
    invoke-static {v0, v1, v2}, Lcom/lendshelf/LendGame;->run_aJOaiM4$lambda$0(JLcom/lendshelf/ResolutionSpec;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
