.class public final synthetic Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;

.field public final synthetic f$0:Lcom/example/r34k3/JobsProvider;

.method public synthetic constructor <init>(Lcom/example/r34k3/JobsProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r34k3/JobsProvider;
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r34k3/JobsProvider;
    invoke-static {v0}, Lcom/example/r34k3/JobsProvider;->listJobs$lambda$0(Lcom/example/r34k3/JobsProvider;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
