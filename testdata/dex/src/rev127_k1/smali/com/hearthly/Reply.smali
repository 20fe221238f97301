.class public interface abstract Lcom/hearthly/Reply;
.super Ljava/lang/Object;
.source "Reply.kt"
