.class public final synthetic Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxRepository;

.field public final synthetic f$1:J


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxRepository;J)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda4;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    iput-wide p2, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda4;->f$1:J

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda4;->f$0:Lcom/hearthboard/inbox/InboxRepository;

    iget-wide v1, p0, Lcom/hearthboard/inbox/InboxRepository$$ExternalSyntheticLambda4;->f$1:J

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/inbox/InboxRepository;->lambda$thread$3$com-hearthboard-inbox-InboxRepository(J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
