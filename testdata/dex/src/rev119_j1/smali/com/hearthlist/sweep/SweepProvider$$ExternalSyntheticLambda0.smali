.class public final synthetic Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthlist/sweep/SweepProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlist/sweep/SweepProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hearthlist/sweep/SweepProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hearthlist/sweep/SweepProvider;

    check-cast p1, Lcom/hearthlist/cetp/Request;

    invoke-virtual {v0, p1}, Lcom/hearthlist/sweep/SweepProvider;->storageSummary(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
