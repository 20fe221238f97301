.class public final Lcom/larderly/app/domain/PantryUseCases$ExpireItems;
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
    name = "ExpireItems"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$Expire;",
        "Ljava/lang/Integer;",
        ">;"
    }
.end annotation


# instance fields
.field private final items:Lcom/larderly/app/data/PantryRepository;

.field private final journal:Lcom/larderly/app/data/ChangeJournal;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PantryRepository;Lcom/larderly/app/data/ChangeJournal;)V
    .registers 3

    .line 120
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 121
    iput-object p1, p0, Lcom/larderly/app/domain/PantryUseCases$ExpireItems;->items:Lcom/larderly/app/data/PantryRepository;

    .line 122
    iput-object p2, p0, Lcom/larderly/app/domain/PantryUseCases$ExpireItems;->journal:Lcom/larderly/app/data/ChangeJournal;

    .line 123
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$Expire;)Lcom/larderly/app/domain/Result;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$Expire;",
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

    .line 127
    const/4 v4, 0x0

    .line 129
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$ExpireItems;->items:Lcom/larderly/app/data/PantryRepository;

    const/4 v1, 0x0

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PantryRepository;->findAll(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/PantryItem;

    move-object v6, v0

    .line 130
    iget-object v0, p1, Lcom/larderly/app/domain/Params$Expire;->cancelled:Ljava/util/function/BooleanSupplier;

    invoke-interface {v0}, Ljava/util/function/BooleanSupplier;->getAsBoolean()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 131
    invoke-static {}, Lcom/larderly/app/domain/Result;->wasCancelled()Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0

    .line 133
    :cond_0
    iget v0, v6, Lcom/larderly/app/domain/PantryItem;->quantity:I

    if-lez v0, :cond_1

    iget-object v0, v6, Lcom/larderly/app/domain/PantryItem;->bestBefore:Ljava/lang/String;

    if-eqz v0, :cond_1

    iget-object v0, v6, Lcom/larderly/app/domain/PantryItem;->bestBefore:Ljava/lang/String;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$Expire;->today:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I

    move-result v0

    if-gez v0, :cond_1

    .line 134
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$ExpireItems;->items:Lcom/larderly/app/data/PantryRepository;

    iget-object v1, v6, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Lcom/larderly/app/data/PantryRepository;->updateQuantity(Ljava/lang/String;I)V

    .line 135
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$ExpireItems;->journal:Lcom/larderly/app/data/ChangeJournal;

    iget-object v2, v6, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    iget v3, p1, Lcom/larderly/app/domain/Params$Expire;->requesterUid:I

    const-string v1, "expire"

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/data/ChangeJournal;->record(Ljava/lang/String;Ljava/lang/String;I)V
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    .line 136
    add-int/lit8 v4, v4, 0x1

    .line 138
    :cond_1
    goto :goto_0

    .line 141
    :cond_2
    goto :goto_1

    :catch_0
    move-exception v5

    .line 140
    const-string v0, "pantry unavailable"

    invoke-static {v0, v5}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 142
    :goto_1
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

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

    .line 116
    check-cast p1, Lcom/larderly/app/domain/Params$Expire;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PantryUseCases$ExpireItems;->execute(Lcom/larderly/app/domain/Params$Expire;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
