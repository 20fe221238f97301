.class public interface abstract Lapp/larder/home/data/RequestDao;
.super Ljava/lang/Object;
.source "Daos.kt"


# virtual methods
.method public abstract claim(Lapp/larder/home/data/RequestRecord;J)Lapp/larder/home/data/RequestRecord;
.end method

.method public abstract complete(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)I
.end method

.method public abstract find(ILjava/lang/String;Ljava/lang/String;)Lapp/larder/home/data/RequestRecord;
.end method

.method public abstract release(ILjava/lang/String;Ljava/lang/String;)I
.end method
