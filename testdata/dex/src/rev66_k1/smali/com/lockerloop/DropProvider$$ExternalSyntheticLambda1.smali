.class public final synthetic Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/lockerloop/DropProvider;
.field public final synthetic f$1:I
.field public final synthetic f$2:Lcom/lockerloop/DropTicket;

.method public synthetic constructor <init>(Lcom/lockerloop/DropProvider;ILcom/lockerloop/DropTicket;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;->f$0:Lcom/lockerloop/DropProvider;
    iput p2, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;->f$1:I
    iput-object p3, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;->f$2:Lcom/lockerloop/DropTicket;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;->f$0:Lcom/lockerloop/DropProvider;
    iget v1, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;->f$1:I
    iget-object v2, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;->f$2:Lcom/lockerloop/DropTicket;
    invoke-static {v0, v1, v2}, Lcom/lockerloop/DropProvider;->collect$lambda$0(Lcom/lockerloop/DropProvider;ILcom/lockerloop/DropTicket;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
