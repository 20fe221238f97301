.class public interface abstract Lcom/quillbox/Reply;
.super Ljava/lang/Object;
.source "Protocol.kt"
