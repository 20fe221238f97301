.class final Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;
.super Ljava/lang/Object;
.source "ChaperoneProvider.java"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tripslip/chaperone/ChaperoneProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "MemoryDedup"
.end annotation


# instance fields
.field private final done:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>()V
    .registers 2

    .line 87
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 88
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;->done:Ljava/util/HashMap;

    return-void
.end method


# virtual methods
.method public execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/util/function/Supplier;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/clawseed/cetp/sdk/CetpProviderRequest;",
            "Ljava/util/function/Supplier<",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation

    .line 92
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    .line 93
    iget-object v0, p0, Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;->done:Ljava/util/HashMap;

    monitor-enter v0

    .line 94
    :try_start_0
    iget-object v1, p0, Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;->done:Ljava/util/HashMap;

    invoke-virtual {v1, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    .line 95
    if-eqz v1, :cond_run

    .line 96
    monitor-exit v0

    return-object v1

    .line 98
    :cond_run
    invoke-interface {p2}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    .line 99
    iget-object v1, p0, Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;->done:Ljava/util/HashMap;

    invoke-virtual {v1, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 100
    monitor-exit v0

    return-object p2

    :catchall_0
    move-exception p1

    .line 101
    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    throw p1
.end method
