.class public interface abstract Lcom/plotshare/garden/PlotDao;
.super Ljava/lang/Object;
.source "Garden.kt"


.method public abstract insertBooking(Ljava/lang/String;I)J
.end method

.method public abstract deleteBooking(Ljava/lang/String;I)I
.end method

.method public abstract swap(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I
.end method

.method public abstract insertWatering(Ljava/lang/String;Ljava/lang/String;)J
.end method

.method public abstract countInvites(Ljava/lang/String;)J
.end method

.method public abstract countByCrop(Ljava/lang/String;)I
.end method

.method public abstract insertShare(Ljava/lang/String;ILjava/lang/String;)J
.end method

.method public abstract claimShare(JLjava/lang/String;)I
.end method

.method public abstract findOutcome(Ljava/lang/String;)Ljava/lang/String;
.end method

.method public abstract saveOutcome(Ljava/lang/String;Ljava/lang/String;)V
.end method

