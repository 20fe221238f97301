.class public final synthetic Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/cetp/ConfirmationStore;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/cetp/ConfirmationStore;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda1;->f$0:Lcom/verdant/garden/cetp/ConfirmationStore;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/water/ClearZoneActivity$$ExternalSyntheticLambda1;->f$0:Lcom/verdant/garden/cetp/ConfirmationStore;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, p1}, Lcom/verdant/garden/cetp/ConfirmationStore;->pendingSummary(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
