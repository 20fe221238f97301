.class public final synthetic Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda12;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/cetp/ToolRequest;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/cetp/ToolRequest;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda12;->f$0:Lcom/hearthboard/cetp/ToolRequest;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/chores/ChoresToolProvider$$ExternalSyntheticLambda12;->f$0:Lcom/hearthboard/cetp/ToolRequest;

    check-cast p1, Ljava/lang/Throwable;

    invoke-static {v0, p1}, Lcom/hearthboard/chores/ChoresToolProvider;->lambda$reply$12(Lcom/hearthboard/cetp/ToolRequest;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
