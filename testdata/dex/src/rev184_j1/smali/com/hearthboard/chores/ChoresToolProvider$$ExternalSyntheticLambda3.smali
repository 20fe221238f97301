.class public final synthetic Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/chores/ChoresToolProvider;

.field public final synthetic f$1:Lcom/hearthboard/cetp/ToolRequest;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/chores/ChoresToolProvider;Lcom/hearthboard/cetp/ToolRequest;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/hearthboard/chores/ChoresToolProvider;

    iput-object p2, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda3;->f$1:Lcom/hearthboard/cetp/ToolRequest;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/hearthboard/chores/ChoresToolProvider;

    iget-object v1, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda3;->f$1:Lcom/hearthboard/cetp/ToolRequest;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/hearthboard/chores/ChoresToolProvider;->lambda$admit$3$com-hearthboard-chores-ChoresToolProvider(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
