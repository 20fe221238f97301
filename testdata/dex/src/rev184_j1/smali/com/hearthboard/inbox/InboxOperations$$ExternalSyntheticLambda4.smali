.class public final synthetic Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxOperations$Operation;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxOperations$Operation;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda4;->f$0:Lcom/hearthboard/inbox/InboxOperations$Operation;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda4;->f$0:Lcom/hearthboard/inbox/InboxOperations$Operation;

    invoke-virtual {v0}, Lcom/hearthboard/inbox/InboxOperations$Operation;->isCancelRequested()Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
