.class public final synthetic Lcom/example/r30j1/ReportsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/r30j1/Audit;

.method public synthetic constructor <init>(Lcom/example/r30j1/Audit;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r30j1/ReportsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r30j1/Audit;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/r30j1/ReportsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r30j1/Audit;
    invoke-virtual {v0}, Lcom/example/r30j1/Audit;->flush()V
    return-void
.end method
