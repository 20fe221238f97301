.class public final Lcom/larderly/app/domain/PantryUseCases$DiscardItem;
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
    name = "DiscardItem"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$Discard;",
        "Lcom/larderly/app/domain/PantryItem;",
        ">;"
    }
.end annotation


# instance fields
.field private final items:Lcom/larderly/app/data/PantryRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PantryRepository;)V
    .registers 2

    .line 89
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 90
    iput-object p1, p0, Lcom/larderly/app/domain/PantryUseCases$DiscardItem;->items:Lcom/larderly/app/data/PantryRepository;

    .line 91
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$Discard;)Lcom/larderly/app/domain/Result;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$Discard;",
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

    .line 96
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$DiscardItem;->items:Lcom/larderly/app/data/PantryRepository;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$Discard;->itemId:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PantryRepository;->find(Ljava/lang/String;)Lcom/larderly/app/domain/PantryItem;

    move-result-object v8

    .line 97
    if-nez v8, :cond_0

    .line 98
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "no such item"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 100
    :cond_0
    iget-boolean v0, p1, Lcom/larderly/app/domain/Params$Discard;->approved:Z

    if-nez v0, :cond_1

    .line 101
    new-instance v0, Lcom/larderly/app/domain/Result$Confirmation;

    iget-object v2, v8, Lcom/larderly/app/domain/PantryItem;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Discard "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    iget v3, v8, Lcom/larderly/app/domain/PantryItem;->quantity:I

    iget-object v4, v8, Lcom/larderly/app/domain/PantryItem;->unit:Ljava/lang/String;

    iget-object v5, v8, Lcom/larderly/app/domain/PantryItem;->category:Ljava/lang/String;

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " in "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    move-object v3, v6

    const-string v4, "The item is removed from the pantry and cannot be restored."

    invoke-direct {v0, v2, v3, v4}, Lcom/larderly/app/domain/Result$Confirmation;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/larderly/app/domain/Result;->needsConfirmation(Lcom/larderly/app/domain/Result$Confirmation;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0

    .line 105
    :cond_1
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$DiscardItem;->items:Lcom/larderly/app/data/PantryRepository;

    iget-object v1, v8, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PantryRepository;->remove(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 106
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "CONFLICT"

    const-string v3, "item already gone"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 108
    :cond_2
    invoke-static {v8}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v8

    .line 110
    const-string v0, "pantry unavailable"

    invoke-static {v0, v8}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

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

    .line 86
    check-cast p1, Lcom/larderly/app/domain/Params$Discard;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PantryUseCases$DiscardItem;->execute(Lcom/larderly/app/domain/Params$Discard;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
