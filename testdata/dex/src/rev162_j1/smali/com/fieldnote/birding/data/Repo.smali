.class public abstract Lcom/fieldnote/birding/data/Repo;
.super Ljava/lang/Object;
.source "Repo.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/data/Repo$InMemory;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        "ID:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static inMemory(Ljava/util/function/Function;)Lcom/fieldnote/birding/data/Repo;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            "ID:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/util/function/Function<",
            "-TT;+TID;>;)",
            "Lcom/fieldnote/birding/data/Repo<",
            "TT;TID;>;"
        }
    .end annotation

    .line 20
    new-instance v0, Lcom/fieldnote/birding/data/Repo$InMemory;

    invoke-direct {v0, p0}, Lcom/fieldnote/birding/data/Repo$InMemory;-><init>(Ljava/util/function/Function;)V

    return-object v0
.end method


# virtual methods
.method public abstract deleteById(Ljava/lang/Object;)Z
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TID;)Z"
        }
    .end annotation
.end method

.method public abstract findById(Ljava/lang/Object;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TID;)TT;"
        }
    .end annotation
.end method

.method public abstract save(Ljava/lang/Object;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)TID;"
        }
    .end annotation
.end method
