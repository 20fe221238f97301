.class public final synthetic Lcom/slipstream/slips/SlipProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/slipstream/slips/SlipProvider;

.method public synthetic constructor <init>(Lcom/slipstream/slips/SlipProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/slipstream/slips/SlipProvider$$ExternalSyntheticLambda1;->f$0:Lcom/slipstream/slips/SlipProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/slipstream/slips/SlipProvider$$ExternalSyntheticLambda1;->f$0:Lcom/slipstream/slips/SlipProvider;
    invoke-static {v0}, Lcom/slipstream/slips/SlipProvider;->h(Lcom/slipstream/slips/SlipProvider;)La/h;
    move-result-object v0
    return-object v0
.end method
