.class public final synthetic Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxRepository;

.field public final synthetic f$1:I

.field public final synthetic f$2:Ljava/util/concurrent/Callable;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxRepository;ILjava/util/concurrent/Callable;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    iput p2, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;->f$1:I

    iput-object p3, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;->f$2:Ljava/util/concurrent/Callable;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    iget v1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;->f$1:I

    iget-object v2, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda7;->f$2:Ljava/util/concurrent/Callable;

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/inbox/InboxRepository;->lambda$archiveOlderThan$6$com-hearthboard-inbox-InboxRepository(ILjava/util/concurrent/Callable;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
