.class public interface abstract Lcom/larkbook/ToolBook;
.super Ljava/lang/Object;
.source "ToolRunner.kt"

# virtual methods
.method public abstract getHandlers()Ljava/util/Map;
.end method
