.class public interface abstract Landroidx/lifecycle/LifecycleOwner;
.super Ljava/lang/Object;
.source "LifecycleOwner.java"


