.class public interface abstract Lcom/keyholder/data/KeyDao;
.super Ljava/lang/Object;
.source "KeyDao.java"


# virtual methods
.method public abstract grant(Ljava/lang/String;)Lcom/keyholder/data/GrantRow;
.end method

.method public abstract grants()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List",
            "<",
            "Lcom/keyholder/data/GrantRow;",
            ">;"
        }
    .end annotation
.end method

.method public abstract insertGrant(Lcom/keyholder/data/GrantRow;)V
.end method

.method public abstract lock(Ljava/lang/String;)Lcom/keyholder/data/LockRow;
.end method

.method public abstract locks()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List",
            "<",
            "Lcom/keyholder/data/LockRow;",
            ">;"
        }
    .end annotation
.end method

.method public abstract revokeGrant(Ljava/lang/String;)I
.end method

.method public abstract setLocked(Ljava/lang/String;ZJ)I
.end method
