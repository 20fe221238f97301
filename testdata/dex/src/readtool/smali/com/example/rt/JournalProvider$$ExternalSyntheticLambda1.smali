# D8's desugaring of `r -> pin(r)` in JournalProvider's constructor.
.class public final synthetic Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/util/function/Function;

.field public final synthetic f$0:Lcom/example/rt/JournalProvider;

.method public synthetic constructor <init>(Lcom/example/rt/JournalProvider;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/rt/JournalProvider;
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Lcom/example/rt/JournalProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/rt/JournalProvider;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {v0, p1}, Lcom/example/rt/JournalProvider;->lambda$new$1$com-example-rt-JournalProvider(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
