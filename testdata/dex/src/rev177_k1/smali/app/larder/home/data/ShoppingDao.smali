.class public interface abstract Lapp/larder/home/data/ShoppingDao;
.super Ljava/lang/Object;
.source "Daos.kt"


# virtual methods
.method public abstract add(Ljava/lang/String;Ljava/lang/String;IJ)J
.end method

.method public abstract clear(Ljava/lang/String;)I
.end method

.method public abstract count(Ljava/lang/String;)J
.end method

.method public abstract entries(Ljava/lang/String;Z)Ljava/util/List;
.end method

.method public abstract setChecked(JZ)I
.end method
