.class public interface abstract Lapp/larder/home/data/WorkDao;
.super Ljava/lang/Object;
.source "Daos.kt"


# virtual methods
.method public abstract byId(Ljava/lang/String;)Lapp/larder/home/data/WorkInfo;
.end method

.method public abstract byIdForOwner(Ljava/lang/String;ILjava/lang/String;)Lapp/larder/home/data/WorkInfo;
.end method

.method public abstract cancelRequested(Ljava/lang/String;)Z
.end method

.method public abstract failUnfinished(Ljava/lang/String;Ljava/lang/String;)I
.end method

.method public abstract insert(Lapp/larder/home/data/WorkInfo;J)V
.end method

.method public abstract requestCancel(Ljava/lang/String;)I
.end method

.method public abstract setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I
.end method
