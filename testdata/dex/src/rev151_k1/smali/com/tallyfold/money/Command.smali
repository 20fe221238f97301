.class public interface abstract Lcom/tallyfold/money/Command;
.super Ljava/lang/Object;
.source "Commands.kt"
