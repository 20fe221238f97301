.class public final synthetic Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:J

.field public final synthetic f$1:Lcom/hearthboard/cetp/ToolRequest;


# direct methods
.method public synthetic constructor <init>(JLcom/hearthboard/cetp/ToolRequest;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda8;->f$0:J

    iput-object p3, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda8;->f$1:Lcom/hearthboard/cetp/ToolRequest;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-wide v0, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda8;->f$0:J

    iget-object v2, p0, Lcom/hearthboard/inbox/InboxToolProvider$$ExternalSyntheticLambda8;->f$1:Lcom/hearthboard/cetp/ToolRequest;

    check-cast p1, Ljava/lang/Throwable;

    invoke-static {v0, v1, v2, p1}, Lcom/hearthboard/inbox/InboxToolProvider;->lambda$sendMessage$8(JLcom/hearthboard/cetp/ToolRequest;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
