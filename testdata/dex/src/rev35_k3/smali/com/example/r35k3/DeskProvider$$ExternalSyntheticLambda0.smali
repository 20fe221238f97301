.class public final synthetic Lcom/example/r35k3/DeskProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/example/r35k3/DeskProvider;

.method public synthetic constructor <init>(Lcom/example/r35k3/DeskProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k3/DeskProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35k3/DeskProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r35k3/DeskProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35k3/DeskProvider;
    invoke-static {v0}, Lcom/example/r35k3/DeskProvider;->desks_delegate$lambda$0(Lcom/example/r35k3/DeskProvider;)Lcom/example/r35k3/DeskBook;
    move-result-object v0
    return-object v0
.end method
