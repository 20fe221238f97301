.class public abstract Lcom/example/r29a/OwnedToolProvider;
.super Lcom/example/r29a/ToolProvider;
.source "OwnedToolProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Lcom/example/r29a/ToolProvider;-><init>()V
    return-void
.end method

.method protected final ownerOf(I)Ljava/lang/String;
    .registers 3
    .line 8
    invoke-virtual {p0}, Lcom/example/r29a/OwnedToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p1}, Lcom/example/r29a/Packages$Uid;->first(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method protected final soleOwner(I)Ljava/lang/String;
    .registers 3
    .line 9
    invoke-virtual {p0}, Lcom/example/r29a/OwnedToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p1}, Lcom/example/r29a/Packages$Uid;->sole(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
