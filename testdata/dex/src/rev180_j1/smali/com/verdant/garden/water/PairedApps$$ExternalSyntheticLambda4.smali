.class public final synthetic Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:I

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(ILjava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda4;->f$0:I

    iput-object p2, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda4;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget v0, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda4;->f$0:I

    iget-object v1, p0, Lcom/verdant/garden/water/PairedApps$$ExternalSyntheticLambda4;->f$1:Ljava/lang/String;

    check-cast p1, Lcom/verdant/garden/cetp/Grants$Grant;

    invoke-static {v0, v1, p1}, Lcom/verdant/garden/water/PairedApps;->lambda$forPackage$3(ILjava/lang/String;Lcom/verdant/garden/cetp/Grants$Grant;)Lcom/verdant/garden/cetp/Caller;

    move-result-object v0

    return-object v0
.end method
