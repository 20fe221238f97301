.class public interface abstract Lcom/quillbox/RouteReady;
.super Ljava/lang/Object;
.source "Routes.kt"

# virtual methods
.method public abstract onReady()V
.end method
