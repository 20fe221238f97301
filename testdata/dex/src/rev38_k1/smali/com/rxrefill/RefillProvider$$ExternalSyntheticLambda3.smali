.class public final synthetic Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/rxrefill/RefillProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/rxrefill/RefillProvider;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;->f$0:Lcom/rxrefill/RefillProvider;
    iput-object p2, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;
    iput-object p3, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;->f$2:Ljava/lang/String;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;->f$0:Lcom/rxrefill/RefillProvider;
    iget-object v1, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;
    iget-object v2, p0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/rxrefill/RefillProvider;->a(Lcom/rxrefill/RefillProvider;Ljava/lang/String;Ljava/lang/String;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
