.class public final synthetic Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxOperations$Operation;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxOperations$Operation;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda3;->f$0:Lcom/hearthboard/inbox/InboxOperations$Operation;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda3;->f$0:Lcom/hearthboard/inbox/InboxOperations$Operation;

    check-cast p1, Ljava/lang/Throwable;

    invoke-static {v0, p1}, Lcom/hearthboard/inbox/InboxOperations;->lambda$start$2(Lcom/hearthboard/inbox/InboxOperations$Operation;Ljava/lang/Throwable;)V

    return-void
.end method
