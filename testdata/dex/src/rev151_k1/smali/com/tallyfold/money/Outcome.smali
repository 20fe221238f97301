.class public interface abstract Lcom/tallyfold/money/Outcome;
.super Ljava/lang/Object;
.source "Protocol.kt"
