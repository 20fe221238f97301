.class public interface abstract Lcom/hearthkit/Outcome;
.super Ljava/lang/Object;
.source "Protocol.kt"
