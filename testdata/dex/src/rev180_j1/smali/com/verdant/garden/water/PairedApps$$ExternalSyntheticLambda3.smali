.class public final synthetic Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/water/PairedApps;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/water/PairedApps;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda3;->f$0:Lcom/verdant/garden/water/PairedApps;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda3;->f$0:Lcom/verdant/garden/water/PairedApps;

    check-cast p1, Lcom/verdant/garden/cetp/Grants$Grant;

    invoke-virtual {v0, p1}, Lcom/verdant/garden/water/PairedApps;->unchangedSincePairing(Lcom/verdant/garden/cetp/Grants$Grant;)Z

    move-result v0

    return v0
.end method
