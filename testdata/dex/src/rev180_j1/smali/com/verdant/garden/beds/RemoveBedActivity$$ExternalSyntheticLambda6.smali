.class public final synthetic Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/beds/RemoveBedActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/beds/RemoveBedActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda6;->f$0:Lcom/verdant/garden/beds/RemoveBedActivity;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda6;->f$0:Lcom/verdant/garden/beds/RemoveBedActivity;

    check-cast p1, Ljava/lang/Boolean;

    invoke-virtual {v0, p1}, Lcom/verdant/garden/beds/RemoveBedActivity;->finishWith(Ljava/lang/Boolean;)V

    return-void
.end method
