.class public interface abstract Lcom/keyholder/data/CetpDao;
.super Ljava/lang/Object;
.source "CetpDao.java"


# virtual methods
.method public abstract audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
.end method

.method public abstract findRequest(Ljava/lang/String;ILjava/lang/String;)Lcom/keyholder/data/RequestRow;
.end method

.method public abstract insertRequest(Lcom/keyholder/data/RequestRow;)V
.end method

.method public abstract insertSession(Lcom/keyholder/data/SessionRow;)V
.end method

.method public abstract sessionByToken(Ljava/lang/String;)Lcom/keyholder/data/SessionRow;
.end method
