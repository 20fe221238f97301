.class public interface abstract Lcom/droprx/data/CourierDao;
.super Ljava/lang/Object;
.source "CourierDao.java"

.method public abstract appendNote(JLjava/lang/String;)V
.end method

.method public abstract assign(JLjava/lang/String;I)I
.end method

.method public abstract cancel(J)V
.end method

.method public abstract etaFor(J)Ljava/lang/String;
.end method

.method public abstract insertShift(Ljava/lang/String;J)J
.end method

.method public abstract lockOrder(J)J
.end method

.method public abstract manifestCsv()Ljava/lang/String;
.end method

.method public abstract markProofSeen(JI)V
.end method

.method public abstract proofUrl(J)Ljava/lang/String;
.end method

.method public abstract receiptText(J)Ljava/lang/String;
.end method

.method public abstract refund(J)V
.end method

.method public abstract shift(J)Landroid/database/Cursor;
.end method

.method public abstract shifts()Landroid/database/Cursor;
.end method

.method public abstract statusOf(J)Ljava/lang/String;
.end method

.method public abstract summaryCsv(I)Ljava/lang/String;
.end method

.method public abstract tagOrderRaw(JLjava/lang/String;)V
.end method
