.class public interface abstract Landroidx/work/Operation;
.super Ljava/lang/Object;
.source "Operation.java"

