.class public interface abstract annotation Lkotlinx/serialization/SerialName;
.super Ljava/lang/Object;
.source "Core.kt"

# interfaces
.implements Ljava/lang/annotation/Annotation;


.method public abstract value()Ljava/lang/String;
.end method

