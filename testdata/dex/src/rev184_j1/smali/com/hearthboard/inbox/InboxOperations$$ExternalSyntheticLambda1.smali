.class public final synthetic Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/rx/Function;

.field public final synthetic f$1:Lcom/hearthboard/inbox/InboxOperations$Operation;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/rx/Function;Lcom/hearthboard/inbox/InboxOperations$Operation;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/rx/Function;

    iput-object p2, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda1;->f$1:Lcom/hearthboard/inbox/InboxOperations$Operation;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/rx/Function;

    iget-object v1, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda1;->f$1:Lcom/hearthboard/inbox/InboxOperations$Operation;

    invoke-static {v0, v1}, Lcom/hearthboard/inbox/InboxOperations;->lambda$start$1(Lcom/hearthboard/rx/Function;Lcom/hearthboard/inbox/InboxOperations$Operation;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
