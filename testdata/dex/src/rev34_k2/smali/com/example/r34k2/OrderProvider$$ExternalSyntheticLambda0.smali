.class public final synthetic Lcom/example/r34k2/OrderProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/example/r34k2/OrderProvider;

.method public synthetic constructor <init>(Lcom/example/r34k2/OrderProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r34k2/OrderProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r34k2/OrderProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r34k2/OrderProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r34k2/OrderProvider;
    invoke-static {v0}, Lcom/example/r34k2/OrderProvider;->mutationExecutor_delegate$lambda$0(Lcom/example/r34k2/OrderProvider;)Lcom/example/r34k2/OrderJournal;
    move-result-object v0
    return-object v0
.end method
