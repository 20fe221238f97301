.class public interface abstract Lapp/larder/kitchen/data/Claim;
.super Ljava/lang/Object;
.source "RequestLedger.kt"
