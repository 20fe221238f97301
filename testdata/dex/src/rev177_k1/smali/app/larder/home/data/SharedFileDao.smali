.class public interface abstract Lapp/larder/home/data/SharedFileDao;
.super Ljava/lang/Object;
.source "Daos.kt"


# virtual methods
.method public abstract exists(Ljava/lang/String;Ljava/lang/String;)Z
.end method

.method public abstract ownerOf(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Integer;
.end method

.method public abstract record(Ljava/lang/String;Ljava/lang/String;IJ)V
.end method
