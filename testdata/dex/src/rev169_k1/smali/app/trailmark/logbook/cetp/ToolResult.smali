.class public interface abstract Lapp/trailmark/logbook/cetp/ToolResult;
.super Ljava/lang/Object;
.source "Protocol.kt"
