.class public final synthetic Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxRepository;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxRepository;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda2;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda2;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    check-cast p1, Ljava/lang/Long;

    invoke-virtual {v0, p1}, Lcom/hearthboard/inbox/InboxRepository;->lambda$threadsForCaller$1$com-hearthboard-inbox-InboxRepository(Ljava/lang/Long;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
