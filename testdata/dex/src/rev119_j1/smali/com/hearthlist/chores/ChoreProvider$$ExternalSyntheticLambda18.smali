.class public final synthetic Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda18;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda18;->f$0:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda18;->f$0:Ljava/lang/String;

    check-cast p1, Lcom/hearthlist/cetp/Ledger$Operation;

    invoke-static {v0, p1}, Lcom/hearthlist/chores/ChoreProvider;->lambda$operation$5(Ljava/lang/String;Lcom/hearthlist/cetp/Ledger$Operation;)Z

    move-result p1

    return p1
.end method
