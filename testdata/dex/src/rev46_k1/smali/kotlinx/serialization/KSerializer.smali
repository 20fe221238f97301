.class public interface abstract Lkotlinx/serialization/KSerializer;
.super Ljava/lang/Object;
.source "Core.kt"

# interfaces
.implements Lkotlinx/serialization/SerializationStrategy;
.implements Lkotlinx/serialization/DeserializationStrategy;


