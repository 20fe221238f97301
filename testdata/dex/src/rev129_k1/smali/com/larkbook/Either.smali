.class public interface abstract Lcom/larkbook/Either;
.super Ljava/lang/Object;
.source "Either.kt"
