.class public interface abstract Lapp/trailmark/logbook/cetp/Clock;
.super Ljava/lang/Object;
.source "Clocks.kt"


# virtual methods
.method public abstract now()J
.end method
