.class public final synthetic Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/rxrefill/RefillProvider;

.method public synthetic constructor <init>(Lcom/rxrefill/RefillProvider;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda0;->f$0:Lcom/rxrefill/RefillProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda0;->f$0:Lcom/rxrefill/RefillProvider;
    invoke-static {v0}, Lcom/rxrefill/RefillProvider;->a(Lcom/rxrefill/RefillProvider;)Lcom/rxrefill/a/i;
    move-result-object v0
    return-object v0
.end method
