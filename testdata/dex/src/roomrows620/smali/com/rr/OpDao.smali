.class public interface abstract Lcom/rr/OpDao;
.super Ljava/lang/Object;
.source "OpDao.java"


# virtual methods
.method public abstract find(Ljava/lang/String;)Lcom/rr/Op;
.end method

.method public abstract findOwned(Ljava/lang/String;I)Lcom/rr/Op;
.end method

