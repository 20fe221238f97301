.class public final Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;
.super Ljava/lang/Object;
.source "PantryUseCases.java"

# interfaces
.implements Lcom/larderly/app/domain/UseCase;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/PantryUseCases;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "AdjustQuantity"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$Adjust;",
        "Lcom/larderly/app/domain/PantryItem;",
        ">;"
    }
.end annotation


# instance fields
.field private final items:Lcom/larderly/app/data/PantryRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PantryRepository;)V
    .registers 2

    .line 63
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 64
    iput-object p1, p0, Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;->items:Lcom/larderly/app/data/PantryRepository;

    .line 65
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$Adjust;)Lcom/larderly/app/domain/Result;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$Adjust;",
            ")",
            "Lcom/larderly/app/domain/Result<",
            "Lcom/larderly/app/domain/PantryItem;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 70
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;->items:Lcom/larderly/app/data/PantryRepository;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$Adjust;->itemId:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PantryRepository;->find(Ljava/lang/String;)Lcom/larderly/app/domain/PantryItem;

    move-result-object v4

    .line 71
    if-nez v4, :cond_0

    .line 72
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "no such item"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 74
    :cond_0
    iget v0, v4, Lcom/larderly/app/domain/PantryItem;->quantity:I

    iget v1, p1, Lcom/larderly/app/domain/Params$Adjust;->delta:I

    add-int v5, v0, v1

    .line 75
    if-ltz v5, :cond_1

    const/16 v1, 0x2710

    if-le v5, v1, :cond_2

    .line 76
    :cond_1
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "CONFLICT"

    const-string v3, "quantity would leave the allowed range"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 78
    :cond_2
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;->items:Lcom/larderly/app/data/PantryRepository;

    iget-object v1, v4, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    invoke-interface {v0, v1, v5}, Lcom/larderly/app/data/PantryRepository;->updateQuantity(Ljava/lang/String;I)V

    .line 79
    invoke-virtual {v4, v5}, Lcom/larderly/app/domain/PantryItem;->withQuantity(I)Lcom/larderly/app/domain/PantryItem;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 81
    const-string v0, "pantry unavailable"

    invoke-static {v0, v4}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

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

    .line 60
    check-cast p1, Lcom/larderly/app/domain/Params$Adjust;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PantryUseCases$AdjustQuantity;->execute(Lcom/larderly/app/domain/Params$Adjust;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
