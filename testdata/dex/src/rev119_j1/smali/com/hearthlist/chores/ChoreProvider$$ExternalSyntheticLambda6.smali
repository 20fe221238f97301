.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthlist/cetp/Request;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlist/cetp/Request;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda6;->f$0:Lcom/hearthlist/cetp/Request;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda6;->f$0:Lcom/hearthlist/cetp/Request;

    check-cast p1, Ljava/util/function/Function;

    invoke-static {v0, p1}, Lcom/hearthlist/chores/ChoreProvider;->lambda$run$0(Lcom/hearthlist/cetp/Request;Ljava/util/function/Function;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
