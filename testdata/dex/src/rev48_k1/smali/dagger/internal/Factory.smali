.class public interface abstract Ldagger/internal/Factory;
.super Ljava/lang/Object;
.source "Internal.kt"

# interfaces
.implements Ljavax/inject/Provider;


