.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda19;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/hearthlist/cetp/Request;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlist/cetp/Request;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda19;->f$0:Lcom/hearthlist/cetp/Request;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda19;->f$0:Lcom/hearthlist/cetp/Request;

    check-cast p1, Lcom/hearthlist/cetp/Ledger$Operation;

    invoke-static {v0, p1}, Lcom/hearthlist/chores/ChoreProvider;->lambda$operation$6(Lcom/hearthlist/cetp/Request;Lcom/hearthlist/cetp/Ledger$Operation;)Z

    move-result p1

    return p1
.end method
