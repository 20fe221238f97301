.class public interface abstract Lcom/berthbook/ToolResult;
.super Ljava/lang/Object;
.source "ToolResult.kt"

