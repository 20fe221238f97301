.class public interface abstract Lcom/tidelog/ToolResult;
.super Ljava/lang/Object;
.source "Tool.kt"


