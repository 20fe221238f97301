.class public interface abstract Lcom/shedshare/tools/ToolLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"


.method public abstract findByName(Ljava/lang/String;)J
.end method

.method public abstract countOpen(Ljava/lang/String;)I
.end method

.method public abstract reserve(Ljava/lang/String;Ljava/lang/String;)J
.end method

.method public abstract lend(JLjava/lang/String;)J
.end method

.method public abstract checkIn-ATcmX5c(Ljava/lang/String;I)I
.end method

.method public abstract extend-6D0pSrc(Ljava/lang/String;II)I
.end method

.method public abstract handOver(Ljava/lang/String;Ljava/lang/String;)I
.end method

.method public abstract logRepair(Ljava/lang/String;Ljava/lang/String;)I
.end method

.method public abstract retire(Ljava/lang/String;)I
.end method

