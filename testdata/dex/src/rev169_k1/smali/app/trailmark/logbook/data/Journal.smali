.class public interface abstract Lapp/trailmark/logbook/data/Journal;
.super Ljava/lang/Object;
.source "Journal.kt"


# virtual methods
.method public abstract add(Ljava/lang/Long;Ljava/lang/String;)J
.end method

.method public abstract archiveBatch(JI)I
.end method

.method public abstract delete(J)Z
.end method

.method public abstract recent(I)Ljava/util/List;
.end method
