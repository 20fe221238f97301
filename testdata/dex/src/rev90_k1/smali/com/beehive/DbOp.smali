.class public interface abstract Lcom/beehive/DbOp;
.super Ljava/lang/Object;
.source "DbOp.kt"


