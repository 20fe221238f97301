.class public interface abstract Lcom/larkbook/Outcome;
.super Ljava/lang/Object;
.source "Outcome.kt"
