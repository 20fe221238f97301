.class final Lcom/larderly/app/plans/PlanMutationExecutor;
.super Ljava/lang/Object;
.source "PlanMutationExecutor.java"


# instance fields
.field private final operations:Lcom/larderly/app/cetp/OperationStore;

.field private final outcomes:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/larderly/app/cetp/Outcome;",
            ">;"
        }
    .end annotation
.end field

.field private final providerId:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/larderly/app/cetp/OperationStore;Ljava/lang/String;)V
    .registers 4

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    .line 22
    iput-object p1, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->operations:Lcom/larderly/app/cetp/OperationStore;

    .line 23
    iput-object p2, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->providerId:Ljava/lang/String;

    .line 24
    return-void
.end method

.method private key(Lcom/larderly/app/cetp/ProviderRequest;)Ljava/lang/String;
    .registers 7

    .line 62
    iget v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->callerUid:I

    iget-object v1, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->providerId:Ljava/lang/String;

    iget-object v2, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method


# virtual methods
.method prior(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;
    .registers 4

    .line 27
    iget-object v0, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {p0, p1}, Lcom/larderly/app/plans/PlanMutationExecutor;->key(Lcom/larderly/app/cetp/ProviderRequest;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/cetp/Outcome;

    return-object v0
.end method

.method run(Lcom/larderly/app/cetp/ProviderRequest;Lcom/larderly/app/cetp/Mutation;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 31
    invoke-direct {p0, p1}, Lcom/larderly/app/plans/PlanMutationExecutor;->key(Lcom/larderly/app/cetp/ProviderRequest;)Ljava/lang/String;

    move-result-object v3

    .line 32
    iget-object v0, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Lcom/larderly/app/cetp/Outcome;->pending(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v2

    invoke-virtual {v0, v3, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/cetp/Outcome;

    move-object v4, v0

    .line 33
    if-eqz v4, :cond_0

    .line 34
    invoke-virtual {v4, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 38
    :cond_0
    :try_start_0
    invoke-interface {p2}, Lcom/larderly/app/cetp/Mutation;->apply()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/larderly/app/cetp/Outcome;->ok(Lcom/larderly/app/cetp/ProviderRequest;Lorg/json/JSONObject;)Lcom/larderly/app/cetp/Outcome;
    :try_end_0
    .catch Lcom/larderly/app/domain/DomainException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v5

    .line 47
    goto :goto_0

    :catch_0
    move-exception v6

    .line 40
    invoke-virtual {v6}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v1

    const-string v0, "UNAVAILABLE"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 41
    iget-object v0, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 42
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v6}, Lcom/larderly/app/plans/PlanResultMapper;->explained(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 44
    :cond_1
    invoke-virtual {v6}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/larderly/app/cetp/Outcome;->failed(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v5

    .line 45
    iget-object v0, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v3, v5}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 46
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    invoke-static {v0, v6}, Lcom/larderly/app/plans/PlanResultMapper;->explained(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :goto_0
    iget-object v0, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v3, v5}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    invoke-virtual {v5, p1}, Lcom/larderly/app/cetp/Outcome;->replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method startOperation(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Z
    .registers 6

    .line 54
    iget-object v0, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->outcomes:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {p0, p1}, Lcom/larderly/app/plans/PlanMutationExecutor;->key(Lcom/larderly/app/cetp/ProviderRequest;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, p2}, Lcom/larderly/app/cetp/Outcome;->operation(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Lcom/larderly/app/cetp/Outcome;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 55
    const/4 v0, 0x0

    return v0

    .line 57
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->operations:Lcom/larderly/app/cetp/OperationStore;

    iget-object v1, p0, Lcom/larderly/app/plans/PlanMutationExecutor;->providerId:Ljava/lang/String;

    invoke-virtual {v0, v1, p2, p1}, Lcom/larderly/app/cetp/OperationStore;->create(Ljava/lang/String;Ljava/lang/String;Lcom/larderly/app/cetp/ProviderRequest;)V

    .line 58
    const/4 v0, 0x1

    return v0
.end method
