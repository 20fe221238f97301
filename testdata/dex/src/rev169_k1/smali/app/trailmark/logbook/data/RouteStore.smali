.class public interface abstract Lapp/trailmark/logbook/data/RouteStore;
.super Ljava/lang/Object;
.source "RouteStore.kt"


# virtual methods
.method public abstract delete(J)Z
.end method

.method public abstract find(J)Lapp/trailmark/logbook/data/Route;
.end method

.method public abstract list(I)Ljava/util/List;
.end method

.method public abstract rename(JLjava/lang/String;)Z
.end method

.method public abstract save(Ljava/lang/String;ILjava/lang/String;)J
.end method
