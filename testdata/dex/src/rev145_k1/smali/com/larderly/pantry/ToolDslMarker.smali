.class public interface abstract annotation Lcom/larderly/pantry/ToolDslMarker;
.super Ljava/lang/Object;
.source "ToolDsl.kt"

# interfaces
.implements Ljava/lang/annotation/Annotation;
