.class public final synthetic Lcom/plotshare/garden/PlotProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/plotshare/garden/PlotProvider;

.method public synthetic constructor <init>(Lcom/plotshare/garden/PlotProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/plotshare/garden/PlotProvider$$ExternalSyntheticLambda0;->f$0:Lcom/plotshare/garden/PlotProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/plotshare/garden/PlotProvider$$ExternalSyntheticLambda0;->f$0:Lcom/plotshare/garden/PlotProvider;
    invoke-static {v0}, Lcom/plotshare/garden/PlotProvider;->repo_delegate$lambda$0(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    return-object v0
.end method
