.class public final synthetic Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/water/PairedApps;

.field public final synthetic f$1:Ljava/lang/Integer;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/water/PairedApps;Ljava/lang/Integer;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda0;->f$0:Lcom/verdant/garden/water/PairedApps;

    iput-object p2, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda0;->f$1:Ljava/lang/Integer;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda0;->f$0:Lcom/verdant/garden/water/PairedApps;

    iget-object v1, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda0;->f$1:Ljava/lang/Integer;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/verdant/garden/water/PairedApps;->lambda$apply$0$com-verdant-garden-water-PairedApps(Ljava/lang/Integer;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
