.class public interface abstract Lio/quillkit/notes/core/PlatformStorage;
.super Ljava/lang/Object;
.source "Platform.kt"


# virtual methods
.method public abstract getRoot()Ljava/nio/file/Path;
.end method
