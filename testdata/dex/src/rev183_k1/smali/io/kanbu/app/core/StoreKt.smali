.class public final Lio/kanbu/app/core/StoreKt;
.super Ljava/lang/Object;
.source "Store.kt"
