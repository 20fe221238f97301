.class public interface abstract Ldagger/internal/Factory;
.super Ljava/lang/Object;
.source "Factory.java"

# interfaces
.implements Ljavax/inject/Provider;

