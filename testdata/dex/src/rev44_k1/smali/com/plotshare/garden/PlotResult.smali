.class public interface abstract Lcom/plotshare/garden/PlotResult;
.super Ljava/lang/Object;
.source "Garden.kt"


