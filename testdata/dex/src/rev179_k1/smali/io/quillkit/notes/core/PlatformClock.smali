.class public interface abstract Lio/quillkit/notes/core/PlatformClock;
.super Ljava/lang/Object;
.source "Platform.kt"


# virtual methods
.method public abstract nowMs()J
.end method
