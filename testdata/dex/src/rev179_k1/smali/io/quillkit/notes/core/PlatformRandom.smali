.class public interface abstract Lio/quillkit/notes/core/PlatformRandom;
.super Ljava/lang/Object;
.source "Platform.kt"


# virtual methods
.method public abstract token(I)Ljava/lang/String;
.end method
