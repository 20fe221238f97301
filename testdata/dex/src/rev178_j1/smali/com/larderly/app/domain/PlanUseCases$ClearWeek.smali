.class public final Lcom/larderly/app/domain/PlanUseCases$ClearWeek;
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
    name = "ClearWeek"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$ClearWeek;",
        "Ljava/lang/Integer;",
        ">;"
    }
.end annotation


# instance fields
.field private final plans:Lcom/larderly/app/data/PlanRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PlanRepository;)V
    .registers 2

    .line 111
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 112
    iput-object p1, p0, Lcom/larderly/app/domain/PlanUseCases$ClearWeek;->plans:Lcom/larderly/app/data/PlanRepository;

    .line 113
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$ClearWeek;)Lcom/larderly/app/domain/Result;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$ClearWeek;",
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

    .line 118
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$ClearWeek;->plans:Lcom/larderly/app/data/PlanRepository;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$ClearWeek;->week:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PlanRepository;->findWeek(Ljava/lang/String;)Lcom/larderly/app/domain/MealPlan;

    move-result-object v7

    .line 119
    if-nez v7, :cond_0

    .line 120
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "no plan for that week"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 122
    :cond_0
    iget-boolean v0, p1, Lcom/larderly/app/domain/Params$ClearWeek;->confirmed:Z

    if-nez v0, :cond_1

    .line 123
    new-instance v0, Lcom/larderly/app/domain/Result$Confirmation;

    iget-object v2, v7, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Clear week "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    iget-object v3, v7, Lcom/larderly/app/domain/MealPlan;->title:Ljava/lang/String;

    iget-object v4, v7, Lcom/larderly/app/domain/MealPlan;->meals:Ljava/util/List;

    .line 124
    invoke-interface {v4}, Ljava/util/List;->size()I

    move-result v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " with "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " planned meals"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v3, v5

    const-string v4, "The plan and all its meals are deleted and cannot be restored."

    invoke-direct {v0, v2, v3, v4}, Lcom/larderly/app/domain/Result$Confirmation;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 123
    invoke-static {v0}, Lcom/larderly/app/domain/Result;->needsConfirmation(Lcom/larderly/app/domain/Result$Confirmation;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0

    .line 127
    :cond_1
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$ClearWeek;->plans:Lcom/larderly/app/data/PlanRepository;

    iget-object v1, v7, Lcom/larderly/app/domain/MealPlan;->week:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PlanRepository;->deleteWeek(Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 129
    const-string v0, "plans unavailable"

    invoke-static {v0, v7}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0
.end method

.method public bridge synthetic execute(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 108
    check-cast p1, Lcom/larderly/app/domain/Params$ClearWeek;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PlanUseCases$ClearWeek;->execute(Lcom/larderly/app/domain/Params$ClearWeek;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
