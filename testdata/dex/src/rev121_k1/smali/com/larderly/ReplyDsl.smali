.class public interface abstract annotation Lcom/larderly/ReplyDsl;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Ljava/lang/annotation/Annotation;
