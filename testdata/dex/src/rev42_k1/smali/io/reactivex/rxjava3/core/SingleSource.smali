.class public interface abstract Lio/reactivex/rxjava3/core/SingleSource;
.super Ljava/lang/Object;
.source "SingleSource.java"


