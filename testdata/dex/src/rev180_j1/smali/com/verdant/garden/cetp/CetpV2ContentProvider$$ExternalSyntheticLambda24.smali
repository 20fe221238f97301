.class public final synthetic Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda24;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda24;->f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda24;->f$0:Lcom/verdant/garden/cetp/CetpV2ContentProvider;

    check-cast p1, Lcom/verdant/garden/cetp/ProviderRequest;

    invoke-virtual {v0, p1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->executeTool(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
