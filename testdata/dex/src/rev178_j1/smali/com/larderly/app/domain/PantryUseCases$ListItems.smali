.class public final Lcom/larderly/app/domain/PantryUseCases$ListItems;
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
    name = "ListItems"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$ListItems;",
        "Ljava/util/List<",
        "Lcom/larderly/app/domain/PantryItem;",
        ">;>;"
    }
.end annotation


# instance fields
.field private final items:Lcom/larderly/app/data/PantryRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PantryRepository;)V
    .registers 2

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/larderly/app/domain/PantryUseCases$ListItems;->items:Lcom/larderly/app/data/PantryRepository;

    .line 22
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$ListItems;)Lcom/larderly/app/domain/Result;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$ListItems;",
            ")",
            "Lcom/larderly/app/domain/Result<",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/PantryItem;",
            ">;>;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 27
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PantryUseCases$ListItems;->items:Lcom/larderly/app/data/PantryRepository;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$ListItems;->category:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PantryRepository;->findAll(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v2

    .line 29
    const-string v0, "pantry unavailable"

    invoke-static {v0, v2}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

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

    .line 17
    check-cast p1, Lcom/larderly/app/domain/Params$ListItems;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PantryUseCases$ListItems;->execute(Lcom/larderly/app/domain/Params$ListItems;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
