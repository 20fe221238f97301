.class public final Lcom/larderly/app/domain/PantryUseCases$AddItem;
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
    name = "AddItem"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$AddItem;",
        "Lcom/larderly/app/domain/PantryItem;",
        ">;"
    }
.end annotation


# instance fields
.field private final items:Lcom/larderly/app/data/PantryRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PantryRepository;)V
    .registers 2

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 38
    iput-object p1, p0, Lcom/larderly/app/domain/PantryUseCases$AddItem;->items:Lcom/larderly/app/data/PantryRepository;

    .line 39
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$AddItem;)Lcom/larderly/app/domain/Result;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$AddItem;",
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

    .line 43
    iget v0, p1, Lcom/larderly/app/domain/Params$AddItem;->quantity:I

    const/4 v1, 0x1

    if-lt v0, v1, :cond_0

    iget v0, p1, Lcom/larderly/app/domain/Params$AddItem;->quantity:I

    const/16 v1, 0x2710

    if-le v0, v1, :cond_1

    .line 44
    :cond_0
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "quantity out of range"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 46
    :cond_1
    iget-object v0, p1, Lcom/larderly/app/domain/Params$AddItem;->bestBefore:Ljava/lang/String;

    if-eqz v0, :cond_2

    sget-object v0, Lcom/larderly/app/domain/PantryUseCases;->DATE:Ljava/util/regex/Pattern;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$AddItem;->bestBefore:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-nez v0, :cond_2

    .line 47
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "best_before is not a date"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 49
    :cond_2
    new-instance v9, Lcom/larderly/app/domain/PantryItem;

    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object v2

    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v3, "-"

    const-string v4, ""

    invoke-virtual {v2, v3, v4}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "it_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    iget-object v3, p1, Lcom/larderly/app/domain/Params$AddItem;->name:Ljava/lang/String;

    iget-object v4, p1, Lcom/larderly/app/domain/Params$AddItem;->category:Ljava/lang/String;

    iget v5, p1, Lcom/larderly/app/domain/Params$AddItem;->quantity:I

    iget-object v6, p1, Lcom/larderly/app/domain/Params$AddItem;->unit:Ljava/lang/String;

    iget-object v7, p1, Lcom/larderly/app/domain/Params$AddItem;->bestBefore:Ljava/lang/String;

    move-object v1, v9

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/larderly/app/domain/PantryItem;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)V

    .line 52
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$AddItem;->items:Lcom/larderly/app/data/PantryRepository;

    invoke-interface {v0, v9}, Lcom/larderly/app/data/PantryRepository;->insert(Lcom/larderly/app/domain/PantryItem;)V
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    .line 55
    goto :goto_0

    :catch_0
    move-exception v10

    .line 54
    const-string v0, "pantry unavailable"

    invoke-static {v0, v10}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0

    .line 56
    :goto_0
    invoke-static {v9}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;

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

    .line 34
    check-cast p1, Lcom/larderly/app/domain/Params$AddItem;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PantryUseCases$AddItem;->execute(Lcom/larderly/app/domain/Params$AddItem;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
