.class public final synthetic Lcom/example/r19a/AccountBinder$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/r19a/AccountBinder;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/example/r19a/AccountBinder;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r19a/AccountBinder$$ExternalSyntheticLambda0;->f$0:Lcom/example/r19a/AccountBinder;
    iput-object p2, p0, Lcom/example/r19a/AccountBinder$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/example/r19a/AccountBinder$$ExternalSyntheticLambda0;->f$0:Lcom/example/r19a/AccountBinder;
    iget-object v1, p0, Lcom/example/r19a/AccountBinder$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/example/r19a/AccountBinder;->lambda$refresh$0$com-example-r19a-AccountBinder(Ljava/lang/String;)V
    return-void
.end method
