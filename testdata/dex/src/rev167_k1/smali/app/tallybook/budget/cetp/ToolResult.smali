.class public interface abstract Lapp/tallybook/budget/cetp/ToolResult;
.super Ljava/lang/Object;
.source "Protocol.kt"
