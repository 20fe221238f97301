.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda21;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/hearthlist/cetp/Request;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlist/cetp/Request;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda21;->f$0:Lcom/hearthlist/cetp/Request;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda21;->f$0:Lcom/hearthlist/cetp/Request;

    invoke-static {v0}, Lcom/hearthlist/chores/ChoreProvider;->lambda$operation$8(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
