.class public final synthetic Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda9;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/cetp/ToolRequest;

.field public final synthetic f$1:J


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/cetp/ToolRequest;J)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda9;->f$0:Lcom/hearthboard/cetp/ToolRequest;

    iput-wide p2, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda9;->f$1:J

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda9;->f$0:Lcom/hearthboard/cetp/ToolRequest;

    iget-wide v1, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda9;->f$1:J

    check-cast p1, Ljava/lang/Throwable;

    invoke-static {v0, v1, v2, p1}, Lcom/hearthboard/chores/ChoresToolProvider;->lambda$completeChore$9(Lcom/hearthboard/cetp/ToolRequest;JLjava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
