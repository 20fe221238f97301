.class public interface abstract annotation Lcom/parcelnest/app/ToolDsl;
.super Ljava/lang/Object;
.source "Dsl.kt"

# interfaces
.implements Ljava/lang/annotation/Annotation;
