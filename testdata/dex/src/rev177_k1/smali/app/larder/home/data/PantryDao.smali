.class public interface abstract Lapp/larder/home/data/PantryDao;
.super Ljava/lang/Object;
.source "Daos.kt"


# virtual methods
.method public abstract all(Ljava/lang/String;I)Ljava/util/List;
.end method

.method public abstract consume(JI)I
.end method

.method public abstract countExpired(J)J
.end method

.method public abstract deleteExpired(J)I
.end method

.method public abstract insert(Lapp/larder/home/data/PantryItem;)J
.end method
