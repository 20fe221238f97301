.class public interface abstract Lcom/larderly/app/data/PantryRepository;
.super Ljava/lang/Object;
.source "PantryRepository.java"


# virtual methods
.method public abstract find(Ljava/lang/String;)Lcom/larderly/app/domain/PantryItem;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract findAll(Ljava/lang/String;)Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/PantryItem;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract insert(Lcom/larderly/app/domain/PantryItem;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract remove(Ljava/lang/String;)Z
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract updateQuantity(Ljava/lang/String;I)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method
