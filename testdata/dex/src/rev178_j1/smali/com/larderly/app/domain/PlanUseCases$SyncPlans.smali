.class public final Lcom/larderly/app/domain/PlanUseCases$SyncPlans;
.super Ljava/lang/Object;
.source "PlanUseCases.java"

# interfaces
.implements Lcom/larderly/app/domain/UseCase;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/PlanUseCases;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "SyncPlans"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$SyncPlans;",
        "Ljava/lang/Integer;",
        ">;"
    }
.end annotation


# instance fields
.field private final plans:Lcom/larderly/app/data/PlanRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PlanRepository;)V
    .registers 2

    .line 138
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 139
    iput-object p1, p0, Lcom/larderly/app/domain/PlanUseCases$SyncPlans;->plans:Lcom/larderly/app/data/PlanRepository;

    .line 140
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$SyncPlans;)Lcom/larderly/app/domain/Result;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$SyncPlans;",
            ")",
            "Lcom/larderly/app/domain/Result<",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 144
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    .line 145
    const/4 v3, 0x0

    .line 147
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$SyncPlans;->plans:Lcom/larderly/app/data/PlanRepository;

    invoke-interface {v0}, Lcom/larderly/app/data/PlanRepository;->findAll()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/MealPlan;

    move-object v5, v0

    .line 148
    iget-object v0, p1, Lcom/larderly/app/domain/Params$SyncPlans;->cancelled:Ljava/util/function/BooleanSupplier;

    invoke-interface {v0}, Ljava/util/function/BooleanSupplier;->getAsBoolean()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 149
    invoke-static {}, Lcom/larderly/app/domain/Result;->wasCancelled()Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0

    .line 151
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$SyncPlans;->plans:Lcom/larderly/app/data/PlanRepository;

    iget-object v1, v5, Lcom/larderly/app/domain/MealPlan;->id:Ljava/lang/String;

    invoke-interface {v0, v1, v2}, Lcom/larderly/app/data/PlanRepository;->markSynced(Ljava/lang/String;I)V
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    .line 152
    add-int/lit8 v3, v3, 0x1

    .line 153
    goto :goto_0

    .line 156
    :cond_1
    goto :goto_1

    :catch_0
    move-exception v4

    .line 155
    const-string v0, "plans unavailable"

    invoke-static {v0, v4}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 157
    :goto_1
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic execute(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 135
    check-cast p1, Lcom/larderly/app/domain/Params$SyncPlans;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PlanUseCases$SyncPlans;->execute(Lcom/larderly/app/domain/Params$SyncPlans;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
