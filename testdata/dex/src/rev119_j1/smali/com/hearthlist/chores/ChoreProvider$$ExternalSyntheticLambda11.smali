.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda11;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Landroid/os/Bundle;


# direct methods
.method public synthetic constructor <init>(Landroid/os/Bundle;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda11;->f$0:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda11;->f$0:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/hearthlist/chores/ChoreProvider;->lambda$getChore$3(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
