.class public final synthetic Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda4;->f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda4;->f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;

    check-cast p1, Ljava/lang/Integer;

    check-cast p2, Landroid/os/Bundle;

    invoke-virtual {v0, p1, p2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->lambda$onCreate$3$com-verdant-garden-cetp-CetpV2ContentProvider(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
