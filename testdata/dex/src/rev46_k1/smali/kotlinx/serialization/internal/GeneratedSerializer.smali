.class public interface abstract Lkotlinx/serialization/internal/GeneratedSerializer;
.super Ljava/lang/Object;
.source "Internal.kt"

# interfaces
.implements Lkotlinx/serialization/KSerializer;


.method public abstract childSerializers()[Lkotlinx/serialization/KSerializer;
.end method

