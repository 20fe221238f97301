.class public final synthetic Lcom/visitloop/care/VisitProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/visitloop/care/VisitProvider;

.method public synthetic constructor <init>(Lcom/visitloop/care/VisitProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/visitloop/care/VisitProvider$$ExternalSyntheticLambda1;->f$0:Lcom/visitloop/care/VisitProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/visitloop/care/VisitProvider$$ExternalSyntheticLambda1;->f$0:Lcom/visitloop/care/VisitProvider;
    invoke-static {v0}, Lcom/visitloop/care/VisitProvider;->sessions_delegate$lambda$0(Lcom/visitloop/care/VisitProvider;)Lcom/visitloop/care/SessionBook;
    move-result-object v0
    return-object v0
.end method
