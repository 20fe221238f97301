.class public interface abstract annotation Lcom/larkbook/LarkDsl;
.super Ljava/lang/Object;
.source "Dsl.kt"

# interfaces
.implements Ljava/lang/annotation/Annotation;
