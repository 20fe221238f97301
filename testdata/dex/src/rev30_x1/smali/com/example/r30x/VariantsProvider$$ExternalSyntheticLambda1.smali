.class public final synthetic Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:I

.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda1;->f$0:I
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 2
    iget v0, p0, Lcom/example/r30x/VariantsProvider$$ExternalSyntheticLambda1;->f$0:I
    invoke-static {v0}, Lcom/example/r30x/VariantsProvider;->lambda$probe$1(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
