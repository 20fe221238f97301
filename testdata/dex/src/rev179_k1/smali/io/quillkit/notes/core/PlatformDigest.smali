.class public interface abstract Lio/quillkit/notes/core/PlatformDigest;
.super Ljava/lang/Object;
.source "Platform.kt"


# virtual methods
.method public abstract sha256([B)Ljava/lang/String;
.end method
