.class public final synthetic Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxRepository;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxRepository;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda1;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    invoke-virtual {v0}, Lcom/hearthboard/inbox/InboxRepository;->lambda$threadsForCaller$0$com-hearthboard-inbox-InboxRepository()Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method
