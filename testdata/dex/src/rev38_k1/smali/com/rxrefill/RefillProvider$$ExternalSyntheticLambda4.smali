.class public final synthetic Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/rxrefill/RefillProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:I

.field public final synthetic f$3:I

.method public synthetic constructor <init>(Lcom/rxrefill/RefillProvider;Ljava/lang/String;II)V
    .registers 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;->f$0:Lcom/rxrefill/RefillProvider;
    iput-object p2, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;->f$1:Ljava/lang/String;
    iput p3, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;->f$2:I
    iput p4, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;->f$3:I
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 5
    iget-object v0, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;->f$0:Lcom/rxrefill/RefillProvider;
    iget-object v1, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;->f$1:Ljava/lang/String;
    iget v2, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;->f$2:I
    iget v3, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;->f$3:I
    invoke-static {v0, v1, v2, v3}, Lcom/rxrefill/RefillProvider;->a(Lcom/rxrefill/RefillProvider;Ljava/lang/String;II)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
