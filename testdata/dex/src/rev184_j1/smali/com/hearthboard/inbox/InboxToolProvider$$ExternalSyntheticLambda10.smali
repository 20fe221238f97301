.class public final synthetic Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda10;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxToolProvider;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxToolProvider;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda10;->f$0:Lcom/hearthboard/inbox/InboxToolProvider;

    iput p2, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda10;->f$1:I

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda10;->f$0:Lcom/hearthboard/inbox/InboxToolProvider;

    iget v1, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda10;->f$1:I

    check-cast p1, Ljava/util/concurrent/Callable;

    invoke-virtual {v0, v1, p1}, Lcom/hearthboard/inbox/InboxToolProvider;->lambda$archive$10$com-hearthboard-inbox-InboxToolProvider(ILjava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
