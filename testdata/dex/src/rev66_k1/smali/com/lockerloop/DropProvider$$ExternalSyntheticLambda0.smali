.class public final synthetic Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/lockerloop/DropProvider;
.field public final synthetic f$1:Lcom/lockerloop/DropTicket;

.method public synthetic constructor <init>(Lcom/lockerloop/DropProvider;Lcom/lockerloop/DropTicket;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda0;->f$0:Lcom/lockerloop/DropProvider;
    iput-object p2, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda0;->f$1:Lcom/lockerloop/DropTicket;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda0;->f$0:Lcom/lockerloop/DropProvider;
    iget-object v1, p0, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda0;->f$1:Lcom/lockerloop/DropTicket;
    invoke-static {v0, v1}, Lcom/lockerloop/DropProvider;->dropOff$lambda$0(Lcom/lockerloop/DropProvider;Lcom/lockerloop/DropTicket;)V
    return-void
.end method
