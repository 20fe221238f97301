.class public final synthetic Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/inbox/InboxOperations;

.field public final synthetic f$1:Lcom/hearthboard/cetp/ToolRequest;

.field public final synthetic f$2:Lcom/hearthboard/cetp/ToolSpec;

.field public final synthetic f$3:Lcom/hearthboard/rx/Single;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/inbox/InboxOperations;Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/inbox/InboxOperations;

    iput-object p2, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;->f$1:Lcom/hearthboard/cetp/ToolRequest;

    iput-object p3, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;->f$2:Lcom/hearthboard/cetp/ToolSpec;

    iput-object p4, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;->f$3:Lcom/hearthboard/rx/Single;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/inbox/InboxOperations;

    iget-object v1, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;->f$1:Lcom/hearthboard/cetp/ToolRequest;

    iget-object v2, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;->f$2:Lcom/hearthboard/cetp/ToolSpec;

    iget-object v3, p0, Lcom/hearthboard/inbox/InboxOperations$$ExternalSyntheticLambda0;->f$3:Lcom/hearthboard/rx/Single;

    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthboard/inbox/InboxOperations;->lambda$once$0$com-hearthboard-inbox-InboxOperations(Lcom/hearthboard/cetp/ToolRequest;Lcom/hearthboard/cetp/ToolSpec;Lcom/hearthboard/rx/Single;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
