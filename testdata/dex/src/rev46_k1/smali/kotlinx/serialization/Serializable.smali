.class public interface abstract annotation Lkotlinx/serialization/Serializable;
.super Ljava/lang/Object;
.source "Core.kt"

# interfaces
.implements Ljava/lang/annotation/Annotation;


