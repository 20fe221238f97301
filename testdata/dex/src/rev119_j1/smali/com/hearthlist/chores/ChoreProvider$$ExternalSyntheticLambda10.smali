.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda10;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Landroid/os/Bundle;


# direct methods
.method public synthetic constructor <init>(Landroid/os/Bundle;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda10;->f$0:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda10;->f$0:Landroid/os/Bundle;

    check-cast p1, Lcom/hearthlist/chores/ChoreDb$Chore;

    invoke-static {v0, p1}, Lcom/hearthlist/chores/ChoreProvider;->lambda$getChore$2(Landroid/os/Bundle;Lcom/hearthlist/chores/ChoreDb$Chore;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
