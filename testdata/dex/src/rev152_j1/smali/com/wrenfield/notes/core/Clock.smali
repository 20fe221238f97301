.class public interface abstract Lcom/wrenfield/notes/core/Clock;
.super Ljava/lang/Object;
.source "Clock.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/core/Clock$Anchored;,
        Lcom/wrenfield/notes/core/Clock$Wall;
    }
.end annotation


# virtual methods
.method public abstract now()J
.end method
