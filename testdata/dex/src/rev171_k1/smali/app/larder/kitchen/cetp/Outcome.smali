.class public interface abstract Lapp/larder/kitchen/cetp/Outcome;
.super Ljava/lang/Object;
.source "Outcome.kt"
