.class public final synthetic Lcom/verdant/garden/beds/DurableMutationExecutor$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/cetp/ProviderRequest;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$$ExternalSyntheticLambda0;->f$0:Lcom/verdant/garden/cetp/ProviderRequest;

    iput-object p2, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$$ExternalSyntheticLambda0;->f$0:Lcom/verdant/garden/cetp/ProviderRequest;

    iget-object v1, p0, Lcom/verdant/garden/beds/DurableMutationExecutor$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    check-cast p1, Lcom/verdant/garden/beds/DurableMutationExecutor$Row;

    invoke-static {v0, v1, p1}, Lcom/verdant/garden/beds/DurableMutationExecutor;->lambda$execute$0(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/lang/String;Lcom/verdant/garden/beds/DurableMutationExecutor$Row;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
