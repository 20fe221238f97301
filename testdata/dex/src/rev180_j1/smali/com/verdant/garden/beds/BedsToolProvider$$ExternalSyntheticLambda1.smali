.class public final synthetic Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/beds/BedsToolProvider;

.field public final synthetic f$1:Lcom/verdant/garden/cetp/ProviderRequest;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/verdant/garden/beds/BedsToolProvider;

    iput-object p2, p0, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/verdant/garden/cetp/ProviderRequest;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/verdant/garden/beds/BedsToolProvider;

    iget-object v1, p0, Lcom/verdant/garden/beds/BedsToolProvider$$ExternalSyntheticLambda1;->f$1:Lcom/verdant/garden/cetp/ProviderRequest;

    check-cast p1, Lcom/verdant/garden/beds/BedTool;

    invoke-virtual {v0, v1, p1}, Lcom/verdant/garden/beds/BedsToolProvider;->lambda$executeTool$1$com-verdant-garden-beds-BedsToolProvider(Lcom/verdant/garden/cetp/ProviderRequest;Lcom/verdant/garden/beds/BedTool;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
